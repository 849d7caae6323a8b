import { useForm } from 'react-hook-form'
import { appealMessages, type AppealDecide, type StaffAppeal } from '#contract/appeals/appeals.ts'
import { appealEndpoints as calls } from '#contract/appeals/endpoints.ts'
import { endpointKey, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { appealChangeKeys } from '../../../shared/restrictions/appeal-queries.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'

/** A decision on an appeal: upheld or the restriction lifted, always with the reason the worker reads. */
export function DecideDialog(props: { appeal: StaffAppeal; onClose: () => void }) {
  const decide = useEndpointChange(calls.decide, {
    invalidates: [...appealChangeKeys, endpointKey(calls.filter).slice(0, 1)],
    onSuccess: () => notify({ status: 'success', message: 'Решение принято' }),
  })
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, mode: 'onTouched' })
  const submitAs = (decision: AppealDecide['decision']) =>
    form.handleSubmit(async (values) => {
      await decide.submit(
        { body: { id: props.appeal.id, decision, reason: values.reason } },
        { onDone: props.onClose, placeIn: fieldErrorsOf(form, ['reason']) },
      )
    })
  return (
    <Dialog open onClose={props.onClose} title={`Жалоба: ${props.appeal.workerName}`} width={600}>
      <form noValidate onSubmit={submitAs('UPHELD')} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="space-y-4">
            <p className="text-sm text-gray-700">{props.appeal.restrictionTitle}</p>
            <p className="text-sm whitespace-pre-line text-gray-900">{props.appeal.text}</p>
            <TextareaField
              label="Причина решения"
              hint="Её прочтёт исполнитель"
              rows={3}
              maxLength={2000}
              {...form.register('reason', {
                validate: (value) => value.trim().length > 0 || appealMessages.reasonRequired,
              })}
              error={form.formState.errors.reason?.message}
            />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose}>
            Отмена
          </Button>
          <Button type="submit" variant="secondary" loading={decide.isPending}>
            Оставить в силе
          </Button>
          <Button variant="danger" onClick={() => void submitAs('REVERSED')()} loading={decide.isPending}>
            Отменить ограничение
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
