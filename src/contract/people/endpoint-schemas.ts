import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { pageQuerySchema, pageSchema } from '../common/page.ts'
import {
  confirmedWorkerSchema,
  npdCheckSchema,
  peopleFiltersSchema,
  personRowSchema,
  staffProfileUpdateSchema,
} from '../workers/people.ts'
import { workerSchema } from '../workers/worker.ts'
import { platformBlockSchema } from '../restrictions/reasons.ts'

const changesWorker = { body: idBodySchema, response: workerSchema }

export default {
  filter: {
    summary: 'Новые люди и Люди, постранично',
    body: peopleFiltersSchema,
    query: pageQuerySchema,
    response: pageSchema(personRowSchema),
  },
  byId: { ...changesWorker, summary: 'Профиль исполнителя' },
  editConfirmed: {
    summary: 'Сотрудник правит профиль подтверждённого исполнителя',
    body: staffProfileUpdateSchema,
    response: workerSchema,
  },
  editNotConfirmed: {
    summary: 'Сотрудник правит анкету неподтверждённого исполнителя',
    body: staffProfileUpdateSchema,
    response: workerSchema,
  },
  confirm: { body: idBodySchema, response: confirmedWorkerSchema, summary: 'Подтвердить исполнителя' },
  block: {
    summary: 'Заблокировать исполнителя: причина из перечня и пояснение',
    body: platformBlockSchema,
    response: workerSchema,
  },
  unblock: { ...changesWorker, summary: 'Разблокировать исполнителя' },
  sendToBank: { ...changesWorker, summary: 'Отправить данные исполнителя в банк' },
  npdCheck: {
    summary: 'Проверить статус самозанятого по ИНН на сегодня',
    body: idBodySchema,
    response: npdCheckSchema,
  },
  registryLinkForDownloading: {
    summary: 'Реестр исполнителей для банка (.xlsx), ссылка на 5 минут',
    response: z.object({ url: z.string(), expiresAt: z.string() }),
  },
  remove: {
    ...changesWorker,
    summary: 'Удалить исполнителя: вход закрыт, отклики отозваны, документы остаются',
  },
}
