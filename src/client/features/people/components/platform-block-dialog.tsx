import { useForm } from 'react-hook-form'
import type { RestrictionReasonCode } from '#contract/restrictions/reasons.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { formatDay } from '../../../shared/format/people-format.ts'
import { ReasonField } from '../../../shared/restrictions/reason-field.tsx'
import { blockWorker } from '../api/worker-actions.ts'
import { workerChanged } from '../api/people-keys.ts'

type BlockForm = { reasonCode: RestrictionReasonCode | null; reason: string }

/**
 * A platform block names its reason from the published list, with the staff's words if any (decision 096):
 * the worker reads both under the blocked notice.
 */
export function PlatformBlockDialog(props: {
  worker: Worker
  onClose: () => void
  onBlocked: (worker: Worker) => void
}) {
  const block = useChange(blockWorker, workerChanged)
  const form = useForm<BlockForm>({ defaultValues: { reasonCode: null, reason: '' }, mode: 'onTouched' })
  const submit = form.handleSubmit(async ({ reasonCode, reason }) => {
    if (!reasonCode) return
    await block.submit(
      { id: props.worker.id, reasonCode, reason: reason || null },
      {
        onDone: (worker) => {
          notify({
            status: 'success',
            message: `Исполнитель заблокирован до ${formatDay(worker.blockedUntil)}`,
          })
          props.onBlocked(worker)
          props.onClose()
        },
        placeIn: fieldErrorsOf(form, ['reasonCode', 'reason']),
      },
    )
  })
  return (
    <Dialog open onClose={props.onClose} title="Заблокировать исполнителя?" width={600}>
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="space-y-5">
            <p className="text-sm text-gray-700">
              Исполнитель не сможет откликаться на заказы до конца срока блокировки из общих настроек, затем
              блокировка снимется сама. Причину и пояснение он увидит под уведомлением о блокировке.
            </p>
            <ReasonField control={form.control} name="reasonCode" />
            <TextareaField
              label="Пояснение"
              rows={3}
              maxLength={500}
              {...form.register('reason')}
              error={form.formState.errors.reason?.message}
            />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose}>
            Отмена
          </Button>
          <Button type="submit" variant="danger" loading={block.isPending}>
            Заблокировать
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
