import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  createWebhookBody,
  webhookEventLabels,
  webhookEvents,
  type CreateWebhookBody,
} from '#contract/webhooks/webhooks.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { FormDialog } from '../../../ui/dialog.tsx'
import { CheckboxListField } from '../../../ui/fields/checkbox-list-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { useCreateWebhook } from '../api/webhooks.ts'

const empty: CreateWebhookBody = { url: '', events: [...webhookEvents] }

/** Новый вебхук: the chain's https address and the order events it hears; answers the secret, shown once. */
export function AddWebhookDialog(props: {
  open: boolean
  onClose: () => void
  onCreated: (secret: string) => void
}) {
  const create = useCreateWebhook()
  const form = useForm<CreateWebhookBody>({ defaultValues: empty, resolver: zodResolver(createWebhookBody) })
  const { errors } = form.formState
  const close = () => {
    form.reset(empty)
    props.onClose()
  }
  const submit = form.handleSubmit(async (values) => {
    await create.submit(
      { body: values },
      {
        onDone: (created) => {
          form.reset(empty)
          props.onCreated(created.secret)
        },
        placeIn: fieldErrorsOf(form, ['url', 'events']),
      },
    )
  })

  return (
    <FormDialog
      open={props.open}
      onClose={close}
      title="Новый вебхук"
      width={600}
      onSubmit={submit}
      submitLabel="Добавить"
      pending={create.isPending}
    >
      <div className="space-y-4">
        <TextField
          label="Адрес"
          type="url"
          placeholder="https://erp.example.ru/smeny"
          maxLength={2000}
          autoComplete="off"
          error={errors.url?.message}
          {...form.register('url')}
        />
        <CheckboxListField
          legend="События"
          options={webhookEvents}
          labels={webhookEventLabels}
          registration={form.register('events')}
          error={errors.events?.message}
          twoColumns
        />
      </div>
    </FormDialog>
  )
}
