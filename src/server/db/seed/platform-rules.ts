import type { Executor } from '../client.ts'
import { documentAcceptances, employees, platformDocuments, restrictions } from '../schema/index.ts'

const demoRules = `Правила платформы «Смены»

1. Платформа соединяет магазины, которым нужна работа на смену, и самозанятых исполнителей. Исполнитель не работник магазина: он сам решает, откликаться ли на заказ, и может отказаться от него до подтверждения без каких-либо последствий.
2. Каждый заказ — конкретная работа в конкретном магазине с оплатой за заказ. Оплата приходит на карту после подтверждения акта.
3. Исполнитель выполняет работу лично, приходит вовремя и отмечает приход и уход на смене.
4. Платформа может ограничить доступ исполнителя только по причине из опубликованного перечня, с указанием основания и срока. Основание и срок ограничения исполнитель видит в приложении; оспорить ограничение можно в приложении кнопкой «Обжаловать»: жалобу рассматривают в течение 5 рабочих дней и отвечают с объяснением решения.
5. Новые правила публикуются не менее чем за 10 дней до вступления в силу.`

const demoConsent = `Согласие на обработку персональных данных

Я даю согласие ООО «Смены» на обработку моих персональных данных (ФИО, дата рождения, телефон, ИНН, СНИЛС, паспортные данные, адрес, номер банковской карты) для заключения и исполнения договоров по заказам, выплат, проверки статуса самозанятого и передачи сведений в банк и налоговую службу. Согласие действует до его отзыва; отозвать его можно в профиле — профиль будет удалён, документы по выполненным заказам хранятся в сроки, установленные законом.`

/** The first rules and consent, in force for a month already, accepted by every demo worker when they registered. */
export async function seedPlatformDocuments(db: Executor, now: Date, workerIds: number[]) {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000)
  const first = { version: 1, changes: null, effectiveFrom: monthAgo.toISOString().slice(0, 10) }
  const documents = await db
    .insert(platformDocuments)
    .values([
      { ...first, kind: 'rules', text: demoRules, publishedAt: monthAgo },
      { ...first, kind: 'consent', text: demoConsent, publishedAt: monthAgo },
    ])
    .returning({ id: platformDocuments.id })
  await db.insert(documentAcceptances).values(
    documents.flatMap((document) =>
      workerIds.map((workerId) => ({
        documentId: document.id,
        workerId,
        acceptedAt: monthAgo,
        address: '127.0.0.1',
        userAgent: 'демо-данные',
      })),
    ),
  )
}

/** The demo's blocked worker's block as staff made it ten days ago (decision 096), ending when their row says. */
export async function seedPlatformBlock(db: Executor, now: Date, workerId: number, until: Date) {
  const [admin] = await db.select({ id: employees.id }).from(employees).limit(1)
  await db.insert(restrictions).values({
    workerId,
    kind: 'platform-block',
    reasonCode: 'no-show',
    reason: 'Не вышел на две смены подряд в магазине «Центральный», не предупредив магазин',
    startsAt: new Date(now.getTime() - 10 * 86_400_000),
    endsAt: until,
    createdBy: admin?.id ?? null,
    rulesVersion: 1,
  })
}
