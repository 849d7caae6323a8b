import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { publishRulesSchema, type PublishRules } from '#contract/platform-rules/documents.ts'
import { platformRulesMessages } from '#contract/platform-rules/messages.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { rulesVersionsQueryOptions, usePublishRules } from '../api/platform-rules.ts'
import { InspectorExportForm } from './inspector-export-form.tsx'
import { SettingForm } from './setting-form.tsx'

const fieldNames = ['text', 'changes', 'effectiveFrom'] as const
const shownDay = (day: string) => day.split('-').reverse().join('.')

/** A new version of the platform's rules: its text, what changed, the day it comes into force. */
function PublishForm() {
  const publish = usePublishRules()
  const form = useForm<z.input<typeof publishRulesSchema>, unknown, PublishRules>({
    defaultValues: { text: '', changes: '', effectiveFrom: '' },
    resolver: zodResolver(publishRulesSchema),
    mode: 'onTouched',
  })
  const { errors } = form.formState
  const save = form.handleSubmit(async (body) => {
    await publish.submit(
      { body },
      {
        onDone: () => {
          notify({ status: 'success', message: platformRulesMessages.published })
          form.reset()
        },
        placeIn: fieldErrorsOf(form, fieldNames),
      },
    )
  })
  return (
    <form onSubmit={save} className="space-y-4" noValidate aria-label="Новая версия правил">
      <TextareaField
        label="Текст правил"
        rows={8}
        maxLength={60_000}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <TextField
        label="Что изменилось"
        maxLength={1000}
        error={errors.changes?.message}
        {...form.register('changes')}
      />
      <DateField
        control={form.control}
        name="effectiveFrom"
        label="Вступает в силу"
        hint="Не раньше срока уведомления"
        required
      />
      <Button type="submit" loading={publish.isPending}>
        Опубликовать
      </Button>
    </form>
  )
}

/** Правила платформы: the notice setting, a new version, the export for an inspector, the history with how many accepted each. */
export function RulesTab() {
  const versions = useQuery(rulesVersionsQueryOptions)
  return (
    <div className="grid max-w-5xl gap-4 lg:grid-cols-2">
      <section
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        aria-label="Новая версия"
      >
        <h2 className="text-base font-semibold text-gray-900">Новая версия правил</h2>
        <p className="text-sm text-gray-600">
          Исполнители увидят её сразу, а принять её им нужно, когда она вступит в силу: до этого они не смогут
          откликаться на новые заказы. Взятые заказы они выполнят и получат за них оплату.
        </p>
        <SettingForm settingKey="rulesNoticeDays" hint="От 1 до 365 дней" />
        <SettingForm settingKey="appealDays" hint="От 1 до 60 рабочих дней" />
        <PublishForm />
      </section>
      <section
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        aria-label="Ограничение систематической работы"
      >
        <h2 className="text-base font-semibold text-gray-900">Ограничение систематической работы</h2>
        <p className="text-sm text-gray-600">
          Часы считаются по завершённым сменам за календарный месяц. Кто столько месяцев подряд работал больше
          нормы, со следующего месяца получает паузу: на смены в эти месяцы его не назначить. Пауза видна ему
          и сотрудникам, её можно обжаловать.
        </p>
        <SettingForm settingKey="consecutiveMonths" hint="От 1 до 24 месяцев" />
        <SettingForm settingKey="hoursPerMonth" hint="От 1 до 744 часов" />
        <SettingForm settingKey="pauseMonths" hint="От 1 до 24 месяцев" />
      </section>
      <section
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        aria-label="Для проверяющего"
      >
        <h2 className="text-base font-semibold text-gray-900">Для проверяющего</h2>
        <InspectorExportForm />
      </section>
      <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200" aria-label="История версий">
        <h2 className="text-base font-semibold text-gray-900">История версий</h2>
        <ol className="mt-3 space-y-3">
          {versions.data?.map((version) => (
            <li key={version.version} className="rounded-lg bg-gray-50 p-3 text-sm text-gray-900">
              <p className="font-semibold">
                Версия {version.version} · в силе с {shownDay(version.effectiveFrom)}
              </p>
              <p className="text-gray-700">{version.changes ?? 'Первая версия'}</p>
              <p className="text-gray-600">
                Приняли: <span className="tabular-nums">{version.acceptedBy}</span>
                {version.publishedBy && ` · опубликовал(а) ${version.publishedBy}`}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
