import { useNavigate } from '@tanstack/react-router'
import { peopleEndpoints } from '#contract/people/endpoints.ts'
import { workerDeletionMessages } from '#contract/workers/deletion.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { useCurrentUser } from '../../../shared/current-user.ts'
import { useEndpointChange } from '../../../lib/endpoint-query.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { workerChanged } from '../api/people-keys.ts'

/**
 * Deleting a worker, for admins only (the server's rule too): it asks first, saying what goes and what
 * stays, then returns to the list the worker is no longer in.
 */
export function DeleteWorkerButton({ worker, fullName }: { worker: Worker; fullName: string }) {
  const navigate = useNavigate()
  const change = useEndpointChange(peopleEndpoints.remove, workerChanged)
  const isAdmin = useCurrentUser().roles.includes('ADMIN')
  const [confirmAction, confirmDialog] = useConfirm()
  if (!isAdmin || worker.state === 'DELETED_SELF_EMPLOYED') return null
  const list = worker.state === 'NOT_CONFIRMED_SELF_EMPLOYED' ? '/unconfirmed' : '/confirmed'

  const remove = async () => {
    const ok = await confirmAction({
      title: workerDeletionMessages.question(fullName),
      message: workerDeletionMessages.consequences,
      confirmLabel: 'Удалить',
      danger: true,
    })
    if (!ok) return
    await change.submit(
      { body: { id: worker.id } },
      {
        onDone: () => {
          notify({ status: 'success', message: workerDeletionMessages.done })
          void navigate({ to: list })
        },
      },
    )
  }

  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700"
        loading={change.isPending}
        onClick={() => void remove()}
      >
        Удалить
      </Button>
      {confirmDialog}
    </>
  )
}
