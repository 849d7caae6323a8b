import { useForm } from 'react-hook-form'
import { createApiKeyBody, type CreateApiKeyBody } from '#contract/api-keys/api-keys.ts'
import { apiScopeLabels, apiScopes } from '#contract/api-keys/scopes.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { FormDialog } from '../../../ui/dialog.tsx'
import { CheckboxListField } from '../../../ui/fields/checkbox-list-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { useCreateApiKey } from '../api/api-keys.ts'

type Values = { name: string; scopes: CreateApiKeyBody['scopes']; addresses: string }
const empty: Values = { name: '', scopes: ['orders:read'], addresses: '' }

/** Новый ключ API: a name, what it may do and, if given, the addresses it is taken from; answers the key once. */
export function AddApiKeyDialog(props: {
  open: boolean
  onClose: () => void
  onCreated: (key: string) => void
}) {
  const create = useCreateApiKey()
  const form = useForm<Values>({ defaultValues: empty })
  const { errors } = form.formState
  const close = () => {
    form.reset(empty)
    props.onClose()
  }
  const submit = form.handleSubmit(async (values) => {
    const body = {
      name: values.name,
      scopes: values.scopes,
      allowedAddresses: values.addresses.split(/[\s,;]+/).filter(Boolean),
    }
    const checked = createApiKeyBody.safeParse(body)
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'allowedAddresses' ? 'addresses' : (issue.path[0] as keyof Values)
        form.setError(field, { type: 'zod', message: issue.message })
      }
      return
    }
    await create.submit(
      { body: checked.data },
      {
        onDone: (created) => {
          form.reset(empty)
          props.onCreated(created.key)
        },
        placeIn: fieldErrorsOf(form, ['name', 'scopes']),
      },
    )
  })

  return (
    <FormDialog
      open={props.open}
      onClose={close}
      title="Новый ключ API"
      width={600}
      onSubmit={submit}
      submitLabel="Выпустить"
      pending={create.isPending}
    >
      <div className="space-y-4">
        <TextField
          label="Название"
          placeholder="ERP сети"
          maxLength={100}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <CheckboxListField
          legend="Права"
          options={apiScopes}
          labels={apiScopeLabels}
          registration={form.register('scopes')}
          error={errors.scopes?.message}
        />
        <TextField
          label="Адреса, с которых принимается ключ"
          placeholder="203.0.113.0/24, 2001:db8::1"
          hint="Через запятую; пусто — с любого адреса"
          autoComplete="off"
          error={errors.addresses?.message}
          {...form.register('addresses')}
        />
      </div>
    </FormDialog>
  )
}
