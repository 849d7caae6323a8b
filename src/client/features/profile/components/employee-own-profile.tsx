import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PencilSquareIcon } from '@heroicons/react/20/solid'
import {
  employeeSelfProfileSchema,
  type EmployeeMe,
  type EmployeeSelfProfile,
} from '#contract/staff/employee.ts'
import { staffEndpoints } from '#contract/staff/endpoints.ts'
import { endpointKey, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { FormGrid } from '../../../ui/fields/form-grid.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { PageHeader } from '../../../ui/page.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { formatPhone } from '../../../ui/fields/phone-text.ts'
import { DetailList, DetailRow } from './detail-list.tsx'

/** The employee's own profile: the name can be changed; the phone is their sign-in and stays. */
export function EmployeeOwnProfile({ title, user }: { title: string; user: EmployeeMe }) {
  const [editing, setEditing] = useState(false)
  const { employee } = user
  return (
    <>
      <PageHeader
        title={title}
        actions={
          editing ? undefined : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <PencilSquareIcon className="size-5" aria-hidden />
              Изменить
            </Button>
          )
        }
      />
      {editing ? (
        <EmployeeNameForm employee={employee} onDone={() => setEditing(false)} />
      ) : (
        <DetailList>
          <DetailRow label="Фамилия" value={employee.lastName} />
          <DetailRow label="Имя" value={employee.firstName} />
          <DetailRow label="Отчество" value={employee.patronymic} />
          <DetailRow label="Телефон" value={formatPhone(employee.phone)} />
          <DetailRow label="Роль" value={employee.isAdmin ? 'Администратор' : 'Сотрудник'} />
        </DetailList>
      )}
    </>
  )
}

function EmployeeNameForm(props: { employee: EmployeeMe['employee']; onDone: () => void }) {
  const update = useEndpointChange(staffEndpoints.updateSelfProfile, {
    invalidates: [endpointKey(staffEndpoints.me)],
  })
  const { register, handleSubmit, setError, formState } = useForm<EmployeeSelfProfile>({
    defaultValues: {
      lastName: props.employee.lastName,
      firstName: props.employee.firstName,
      patronymic: props.employee.patronymic ?? '',
    },
    resolver: zodResolver(employeeSelfProfileSchema),
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (profile) => {
    const fields = Object.keys(employeeSelfProfileSchema.shape) as (keyof EmployeeSelfProfile)[]
    await update.submit(
      { body: profile },
      {
        onDone: () => {
          notify({ status: 'success', message: 'Профиль сохранён' })
          props.onDone()
        },
        placeIn: fieldErrorsOf({ setError }, fields),
      },
    )
  })

  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <form noValidate onSubmit={submit} className="space-y-6">
        <FormGrid>
          <TextField
            label="Фамилия"
            {...register('lastName')}
            error={errors.lastName?.message}
            maxLength={50}
          />
          <TextField
            label="Имя"
            {...register('firstName')}
            error={errors.firstName?.message}
            maxLength={50}
          />
          <TextField
            label="Отчество"
            {...register('patronymic')}
            error={errors.patronymic?.message}
            maxLength={50}
            hint="Если есть"
          />
          <TextField
            label="Телефон"
            value={formatPhone(props.employee.phone)}
            readOnly
            hint="Телефон для входа не меняется"
          />
        </FormGrid>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" loading={isSubmitting}>
            Сохранить
          </Button>
          <Button variant="ghost" onClick={props.onDone}>
            Отмена
          </Button>
        </div>
      </form>
    </section>
  )
}
