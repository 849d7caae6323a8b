import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { noSupportContacts, supportContactsSchema, type SupportContacts } from '#contract/settings/support.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { PhoneFormField } from '../../../ui/fields/phone-form-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { supportQueryOptions } from '../../../shared/support/support-query.ts'
import { useChangeSupportContacts } from '../api/settings.ts'

const fieldNames = ['phone', 'email', 'link'] as const

/** Whom a worker can ask (decision 079): each contact optional, an emptied field removes it. */
export function SupportForm() {
  const stored = useQuery(supportQueryOptions)
  const change = useChangeSupportContacts()
  const form = useForm<SupportContacts>({
    values: stored.data ?? noSupportContacts,
    resolver: zodResolver(supportContactsSchema),
    mode: 'onTouched',
  })
  const { errors } = form.formState

  const save = form.handleSubmit(async (contacts) => {
    await change.submit(
      { body: contacts },
      {
        onDone: () => notify({ status: 'success', message: 'Сохранено: контакты поддержки' }),
        placeIn: fieldErrorsOf(form, fieldNames),
      },
    )
  })

  return (
    <form onSubmit={save} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneFormField control={form.control} name="phone" label="Телефон" disabled={stored.isPending} />
        <TextField
          label="Электронная почта"
          type="email"
          maxLength={254}
          autoComplete="off"
          disabled={stored.isPending}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField
        label="Ссылка на мессенджер"
        type="url"
        maxLength={500}
        autoComplete="off"
        placeholder="https://t.me/…"
        disabled={stored.isPending}
        error={errors.link?.message}
        hint={
          stored.isError
            ? 'Не удалось загрузить значение. Обновите страницу.'
            : 'Адрес, начинающийся с https://'
        }
        {...form.register('link')}
      />
      <Button
        type="submit"
        variant="secondary"
        loading={change.isPending}
        disabled={stored.isPending || !form.formState.isDirty}
        aria-label="Сохранить: контакты поддержки"
      >
        Сохранить
      </Button>
    </form>
  )
}
