import type { Worker } from '#contract/workers/worker.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { workerActions, type WorkerAction } from '../api/worker-actions.ts'
import { workerChanged } from '../api/people-keys.ts'
import { confirmQuestion } from '../confirm-texts.ts'
import { formatDay } from '../../../shared/format/people-format.ts'

type Decision = {
  action: Extract<WorkerAction, 'confirm' | 'block' | 'unblock'>
  label: string
  variant: 'primary' | 'secondary' | 'danger'
  question: (worker: Worker) => { title: string; message: string; danger: boolean }
  done: (worker: Worker) => string
}

const decisions: Partial<Record<Worker['state'], Decision>> = {
  NOT_CONFIRMED_SELF_EMPLOYED: {
    action: 'confirm',
    label: 'Подтвердить',
    variant: 'primary',
    question: (worker) => {
      const { message, warning } = confirmQuestion(worker)
      return { title: 'Подтвердить исполнителя?', message, danger: warning }
    },
    done: () => 'Исполнитель подтверждён',
  },
  SELF_EMPLOYED: {
    action: 'block',
    label: 'Заблокировать',
    // Rare and undone by hand only: not the action the page invites.
    variant: 'secondary',
    question: () => ({
      title: 'Заблокировать исполнителя?',
      message:
        'Исполнитель не сможет откликаться на заказы до конца срока блокировки из общих настроек, затем блокировка снимется сама.',
      danger: true,
    }),
    done: (worker) => `Исполнитель заблокирован до ${formatDay(worker.blockedUntil)}`,
  },
  BLOCKED_SELF_EMPLOYED: {
    action: 'unblock',
    label: 'Разблокировать',
    variant: 'secondary',
    question: () => ({
      title: 'Разблокировать исполнителя?',
      message: 'Исполнитель снова сможет откликаться на заказы.',
      danger: false,
    }),
    done: () => 'Исполнитель разблокирован',
  },
}

/** Confirm, block or unblock, as the worker's state allows; each asks first and reports in a snackbar. */
export function WorkerDecisions(props: { worker: Worker; onChanged: (worker: Worker) => void }) {
  const decision = decisions[props.worker.state]
  const [confirmAction, confirmDialog] = useConfirm()
  const change = useChange(
    (action: Decision['action']) => workerActions[action](props.worker.id),
    workerChanged,
  )
  if (!decision) return null

  const decide = async () => {
    const question = decision.question(props.worker)
    const ok = await confirmAction({ ...question, confirmLabel: decision.label })
    if (!ok) return
    change.mutate(decision.action, {
      onSuccess: (worker) => {
        props.onChanged(worker)
        // A confirmed INN that was a deleted worker's: that account's payouts count against the НПД limit.
        const notice = 'earlierAccountNotice' in worker ? worker.earlierAccountNotice : null
        notify(
          notice
            ? { status: 'warning', message: `${decision.done(worker)}. ${notice}` }
            : { status: 'success', message: decision.done(worker) },
        )
      },
      onError: notifyFailure,
    })
  }

  return (
    <>
      <Button variant={decision.variant} loading={change.isPending} onClick={() => void decide()}>
        {decision.label}
      </Button>
      {confirmDialog}
    </>
  )
}
