import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { companySchema, noCompany, type Company } from '#contract/settings/company.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { companyQueryOptions, useChangeCompany } from '../api/settings.ts'

const fieldNames = ['name', 'inn'] as const

/** The paying company: its INN must be the buyer's in every receipt the workers add (decision 030). */
export function CompanyForm() {
  const stored = useQuery(companyQueryOptions)
  const change = useChangeCompany()
  const form = useForm<Company>({
    values: stored.data ?? noCompany,
    resolver: zodResolver(companySchema),
    mode: 'onTouched',
  })
  const { errors } = form.formState

  const save = form.handleSubmit(async (company) => {
    await change.submit(
      { body: company },
      {
        onDone: () => notify({ status: 'success', message: 'Сохранено: компания-заказчик' }),
        placeIn: fieldErrorsOf(form, fieldNames),
      },
    )
  })

  return (
    <form onSubmit={save} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Название"
          maxLength={200}
          autoComplete="organization"
          disabled={stored.isPending}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="ИНН"
          inputMode="numeric"
          maxLength={12}
          autoComplete="off"
          disabled={stored.isPending}
          error={errors.inn?.message}
          hint={stored.isError ? 'Не удалось загрузить значение. Обновите страницу.' : '10 или 12 цифр'}
          {...form.register('inn')}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        loading={change.isPending}
        disabled={stored.isPending || !form.formState.isDirty}
        aria-label="Сохранить: компания-заказчик"
      >
        Сохранить
      </Button>
    </form>
  )
}
