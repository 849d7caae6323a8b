import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { smsTodayQueryOptions } from '../api/settings.ts'
import { CompanyForm } from './company-form.tsx'
import { SettingForm } from './setting-form.tsx'
import { SupportForm } from './support-form.tsx'

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200" aria-label={title}>
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <p className="mt-1 text-sm text-gray-600">{description}</p>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  )
}

/** Настройки: the rules the rest of the product obeys, each saved on its own. */
export function SettingsTab() {
  const smsToday = useQuery(smsTodayQueryOptions)
  return (
    <div className="grid max-w-5xl gap-4 lg:grid-cols-2">
      <Section title="Исполнители" description="Блокировка снимается сама по истечении срока.">
        <SettingForm settingKey="blockDurationDays" hint="От 1 до 3650 дней" />
      </Section>
      <Section
        title="Заказы"
        description="Не подтвердивший заказ исполнитель снимается по истечении срока, но не позже начала смены."
      >
        <SettingForm settingKey="confirmationDeadlineHours" hint="От 1 до 720 часов" />
      </Section>
      <Section title="Отметки на смене" description="Раньше этого срока приход на смену не отмечается.">
        <SettingForm settingKey="checkInOpensMinutes" hint="От 0 до 720 минут" />
      </Section>
      <Section title="СМС" description="Сверх лимита коды для входа не отправляются.">
        <SettingForm settingKey="smsMinutelyLimit" hint="От 1 до 10 000" />
        <SettingForm settingKey="smsDailyLimit" hint="От 1 до 1 000 000" />
        <p className="text-sm text-gray-700" aria-live="polite">
          Отправлено сегодня:{' '}
          <span className="font-semibold tabular-nums">
            {smsToday.data ?? (smsToday.isError ? 'нет данных' : '…')}
          </span>
        </p>
      </Section>
      <Section title="Выплаты" description="Заказ нельзя завершить с суммой выплаты больше этой.">
        <SettingForm settingKey="maxPaymentSum" hint="От 1 до 10 000 000 ₽, копейки через запятую" />
      </Section>
      <Section
        title="Компания-заказчик"
        description="Исполнители формируют чеки «Мой налог» на эту компанию: её ИНН сверяется с ИНН покупателя в каждом чеке."
      >
        <CompanyForm />
      </Section>
      <Section
        title="Поддержка"
        description="Исполнители видят эти контакты в меню, в уведомлениях о проверке и блокировке и на странице входа. Любое поле можно оставить пустым."
      >
        <SupportForm />
      </Section>
    </div>
  )
}
