import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { newEmployeeSchema, type NewEmployee, type NewEmployeeInput } from '#contract/staff/employees.ts'
import { FormDialog } from '../../../ui/dialog.tsx'
import { PhoneFormField } from '../../../ui/fields/phone-form-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useCreateEmployee } from '../api/employees.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'

type Values = Required<NewEmployeeInput>
const empty: NewEmployeeInput = { phone: '', lastName: '', firstName: '', patronymic: '' }
const fieldNames = Object.keys(empty) as (keyof Values)[]

/** Добавить сотрудника: the phone they will sign in with (the mask of /login) and their name. */
export function AddEmployeeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateEmployee()
  const form = useForm<NewEmployeeInput, unknown, NewEmployee>({
    defaultValues: empty,
    resolver: zodResolver(newEmployeeSchema),
    mode: 'onTouched',
  })
  const { errors } = form.formState
  const close = () => {
    form.reset(empty)
    onClose()
  }

  const submit = form.handleSubmit(async (values) => {
    await create.submit(
      { body: values },
      {
        onDone: (added) => {
          notify({ status: 'success', message: `Сотрудник добавлен: ${added.fullName}` })
          close()
        },
        placeIn: (error) => {
          const placed = fieldErrorsOf(form, fieldNames)(error)
          if (error.status !== 409) return placed
          form.setError('phone', { type: 'server', message: error.message }, { shouldFocus: true })
          return true
        },
      },
    )
  })

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Новый сотрудник"
      width={600}
      onSubmit={submit}
      submitLabel="Добавить"
      pending={create.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <PhoneFormField control={form.control} name="phone" label="Телефон" />
        </div>
        <TextField
          label="Фамилия"
          maxLength={50}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label="Имя"
          maxLength={50}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Отчество"
          maxLength={50}
          error={errors.patronymic?.message}
          {...form.register('patronymic')}
        />
      </div>
    </FormDialog>
  )
}
