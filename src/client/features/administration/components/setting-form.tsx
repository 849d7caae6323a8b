import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { settingLabels, type SettingKey } from '#contract/settings/settings.ts'
import { Button } from '../../../ui/button.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { settingQueryOptions, useChangeSetting } from '../api/settings.ts'
import { parseSetting, settingText } from '../setting-value.ts'

/** One setting: its field and its own save button, so saving one never sends the others. */
export function SettingForm({ settingKey, hint }: { settingKey: SettingKey; hint?: string | undefined }) {
  const stored = useQuery(settingQueryOptions(settingKey))
  const change = useChangeSetting(settingKey)
  const current = stored.data === undefined ? '' : settingText(settingKey, stored.data)
  const form = useForm<{ text: string }>({ values: { text: current }, mode: 'onChange' })
  const label = settingLabels[settingKey]

  const save = form.handleSubmit(async ({ text }) => {
    const parsed = parseSetting(settingKey, text)
    if (!parsed.ok) return
    await change.submit(parsed.value, {
      onDone: () => notify({ status: 'success', message: `Сохранено: ${label.toLowerCase()}` }),
      placeIn: (error) => {
        if (error.status !== 400) return false
        form.setError('text', { message: error.message })
        return true
      },
    })
  })

  return (
    <form onSubmit={save} className="flex flex-wrap items-start gap-3" noValidate>
      <div className="min-w-0 flex-1 basis-64">
        <TextField
          label={label}
          inputMode={settingKey === 'maxPaymentSum' ? 'decimal' : 'numeric'}
          autoComplete="off"
          maxLength={20}
          disabled={stored.isPending}
          error={form.formState.errors.text?.message}
          hint={stored.isError ? 'Не удалось загрузить значение. Обновите страницу.' : hint}
          {...form.register('text', {
            validate: (text) => {
              const parsed = parseSetting(settingKey, text)
              return parsed.ok || parsed.message
            },
          })}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        className="sm:mt-7"
        loading={change.isPending}
        disabled={stored.isPending || !form.formState.isDirty}
        aria-label={`Сохранить: ${label}`}
      >
        Сохранить
      </Button>
    </form>
  )
}
