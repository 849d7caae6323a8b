import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DocumentArrowDownIcon } from '@heroicons/react/20/solid'
import {
  inspectorExportFiles,
  inspectorExportSchema,
  type InspectorExportPeriod,
} from '#contract/inspector-export/inspector-export.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { applyFieldErrors } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { downloadInspectorExport } from '../api/inspector-export.ts'

const fieldNames = ['dateFrom', 'dateTo'] as const
const contents = Object.values(inspectorExportFiles).map((name) =>
  name.replace(/^\d+ /, '').replace(/\.xlsx$/, ''),
)

/**
 * Выгрузка для проверяющего (issue 45, item 7; decision 110): the two days of the period and one button; the
 * ZIP is saved as it comes. Refusals (a period the wrong way round or longer than a year) show at the fields.
 */
export function InspectorExportForm() {
  const [busy, setBusy] = useState(false)
  const form = useForm<InspectorExportPeriod>({
    defaultValues: { dateFrom: '', dateTo: '' },
    resolver: zodResolver(inspectorExportSchema),
    mode: 'onTouched',
  })
  const save = form.handleSubmit(async (period) => {
    setBusy(true)
    try {
      await downloadInspectorExport(period)
    } catch (error) {
      if (!(error instanceof ApiError) || applyFieldErrors(form, error, fieldNames).placed === 0)
        notifyFailure(error)
    } finally {
      setBusy(false)
    }
  })
  return (
    <form onSubmit={save} className="space-y-4" noValidate aria-label="Выгрузка для проверяющего">
      <p className="text-sm text-gray-600">
        Один архив с таблицами за период до 366 дней: {contents.join(', ').toLowerCase()}. Время — московское.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="dateFrom" label="Начало периода" required />
        <DateField control={form.control} name="dateTo" label="Конец периода" required />
      </div>
      <Button type="submit" loading={busy}>
        <DocumentArrowDownIcon className="size-5" aria-hidden />
        Выгрузка для проверяющего
      </Button>
    </form>
  )
}
