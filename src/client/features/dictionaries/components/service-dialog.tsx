import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { textareaMaxLength } from '#contract/common/rules.ts'
import { serviceFormSchema, type ServiceFormInput, type ServiceRow } from '#contract/dictionaries/service.ts'
import { tariffPeriodLabels, tariffPeriods } from '#contract/orders/labels.ts'
import { FormCell, FormGrid } from '../../../ui/fields/form-grid.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { serviceGroupsQueryOptions } from '../api/service-groups.ts'
import { useEntryForm } from '../entry-form.ts'
import { ContractOfferSection } from './contract-offer-section.tsx'
import { EntryDialog } from './entry-dialog.tsx'

const periodOptions = tariffPeriods.map((period) => ({ value: period, label: tariffPeriodLabels[period] }))

function defaultsOf(service: ServiceRow | null): ServiceFormInput {
  return {
    fullName: service?.fullName ?? '',
    planTariffValue: service ? Number(service.planTariffValue) : null,
    planTariffPeriod: service?.planTariffPeriod ?? 'Hour',
    responsibilities: service?.responsibilities ?? '',
    zupId: service?.zupId ?? '',
    group: service?.group ?? '',
  }
}

/** A service's fields; its contract offer is uploaded separately once the service exists. */
export function ServiceDialog({ service, onClose }: { service: ServiceRow | null; onClose: () => void }) {
  const groups = useQuery(serviceGroupsQueryOptions).data ?? []
  const groupListId = useId()
  const { form, submit, submitting } = useEntryForm({
    entity: 'service',
    id: service?.id ?? null,
    schema: serviceFormSchema,
    defaultValues: defaultsOf(service),
    onSaved: onClose,
  })
  const errors = form.formState.errors
  return (
    <EntryDialog
      title={service ? `Услуга «${service.fullName}»` : 'Новая услуга'}
      width={900}
      isNew={!service}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
      after={<ContractOfferSection service={service} />}
    >
      <FormGrid>
        <FormCell wide>
          <TextField label="Наименование" {...form.register('fullName')} error={errors.fullName?.message} />
        </FormCell>
        <FormCell>
          <NumberField control={form.control} name="planTariffValue" label="Тариф, ₽" float />
        </FormCell>
        <FormCell>
          <ListField control={form.control} name="planTariffPeriod" label="Оплата" options={periodOptions} />
        </FormCell>
        <FormCell>
          <TextField
            label="Группа"
            maxLength={100}
            list={groupListId}
            autoComplete="off"
            hint="Выберите из списка или введите новую"
            {...form.register('group')}
            error={errors.group?.message}
          />
          <datalist id={groupListId}>
            {groups.map((group) => (
              <option key={group} value={group} />
            ))}
          </datalist>
        </FormCell>
        <FormCell>
          <TextField
            label="ID ЗУП"
            maxLength={50}
            {...form.register('zupId')}
            error={errors.zupId?.message}
          />
        </FormCell>
        <FormCell wide>
          <TextareaField
            label="Обязанности"
            maxLength={textareaMaxLength}
            {...form.register('responsibilities')}
            error={errors.responsibilities?.message}
          />
        </FormCell>
      </FormGrid>
    </EntryDialog>
  )
}
