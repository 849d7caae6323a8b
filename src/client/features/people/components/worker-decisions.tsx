import type { Worker } from '#contract/workers/worker.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { workerActions, type WorkerAction } from '../api/worker-actions.ts'
import { workerChanged } from '../api/people-keys.ts'
import { confirmQuestion } from '../confirm-texts.ts'
import { useState } from 'react'
import { PlatformBlockDialog } from './platform-block-dialog.tsx'

type Decision = {
  action: Extract<WorkerAction, 'confirm' | 'unblock'>
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
  const [blocking, setBlocking] = useState(false)
  const change = useChange(
    (action: Decision['action']) => workerActions[action](props.worker.id),
    workerChanged,
  )
  if (props.worker.state === 'SELF_EMPLOYED') {
    return (
      <>
        {/* Rare and undone by hand only: not the action the page invites. */}
        <Button variant="secondary" onClick={() => setBlocking(true)}>
          Заблокировать
        </Button>
        {blocking && (
          <PlatformBlockDialog
            worker={props.worker}
            onClose={() => setBlocking(false)}
            onBlocked={props.onChanged}
          />
        )}
      </>
    )
  }
  if (!decision) return null

  const decide = async () => {
    const question = decision.question(props.worker)
    const ok = await confirmAction({ ...question, confirmLabel: decision.label })
    if (!ok) return
    await change.submit(decision.action, {
      onDone: (worker) => {
        props.onChanged(worker)
        // A confirmed INN that was a deleted worker's: that account's payouts count against the НПД limit.
        const notice = 'earlierAccountNotice' in worker ? worker.earlierAccountNotice : null
        notify(
          notice
            ? { status: 'warning', message: `${decision.done(worker)}. ${notice}` }
            : { status: 'success', message: decision.done(worker) },
        )
      },
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
