import type { ReactNode } from 'react'
import { npdStatusLine } from '#contract/npd/npd.ts'
import { peopleEndpoints } from '#contract/people/endpoints.ts'
import { bankDataChangedNotice } from '#contract/workers/bank-data.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { reliabilityText } from '#contract/orders/replacement.ts'
import { useChange, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { RatingValue } from '../../../ui/rating.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { peopleKeys, workerChanged } from '../api/people-keys.ts'
import { workerActions } from '../api/worker-actions.ts'
import { formatPhone } from '../../../ui/fields/phone-text.ts'
import { formatDay } from '../../../shared/format/people-format.ts'
import { NpdStatusText, YearlyPayouts } from '../../../shared/npd/npd-status.tsx'
import { BankStatusChip, WorkerStateChip } from './status-chips.tsx'

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`space-y-1 ${wide ? 'lg:col-span-2' : ''}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-900">{children}</dd>
    </div>
  )
}

/** The worker at a glance: state, dates, rating, the bank onboarding and the self-employed (НПД) status. */
export function WorkerSummary(props: { worker: Worker; onChanged: (worker: Worker) => void }) {
  const { worker } = props
  return (
    <section aria-label="Сводка" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
        <Item label="Статус">
          <WorkerStateChip state={worker.state} blockedUntil={worker.blockedUntil} />
        </Item>
        <Item label="Телефон">
          <span className="tabular-nums">{formatPhone(worker.phone)}</span>
        </Item>
        <Item label="Дата регистрации">{formatDay(worker.createdAt)}</Item>
        <Item label="Дата одобрения">{formatDay(worker.confirmedAt)}</Item>
        <Item label="Рейтинг">
          <RatingValue value={worker.rating} />
        </Item>
        <Item label="Надёжность">{reliabilityText(worker.reliability)}</Item>
        <Item label="Город">{worker.city.name}</Item>
        <Item label="Банк" wide>
          <BankStatusChip status={worker.bankStatus} />
          <SendToBank worker={worker} onChanged={props.onChanged} />
          {worker.bankChangedFields.length > 0 && (
            <span role="status" className="basis-full font-medium text-amber-800">
              {bankDataChangedNotice(worker.bankChangedFields)}
            </span>
          )}
        </Item>
        <Item label="Статус самозанятого (НПД)" wide>
          <NpdCheck worker={worker} />
        </Item>
        <Item label="Выплаты за год" wide>
          <YearlyPayouts paid={worker.paidThisYear} size="sm" className="w-full" />
        </Item>
      </dl>
    </section>
  )
}

/** NOT_SENT → IN_PROGRESS; the bank's answer moves it to SENT. Only a confirmed worker's data goes. */
function SendToBank(props: { worker: Worker; onChanged: (worker: Worker) => void }) {
  const send = useChange(workerActions.sendToBank, workerChanged)
  const [confirmAction, confirmDialog] = useConfirm()
  if (props.worker.state !== 'SELF_EMPLOYED' || props.worker.bankStatus !== 'NOT_SENT') return null
  const run = async () => {
    const ok = await confirmAction({
      title: 'Отправить данные в банк?',
      message: 'Банк получит данные исполнителя для выпуска карты и выплат.',
      confirmLabel: 'Отправить',
    })
    if (!ok) return
    await send.submit(props.worker.id, {
      onDone: (worker) => {
        props.onChanged(worker)
        notify({ status: 'success', message: 'Данные исполнителя отправлены в банк' })
      },
    })
  }
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-9 px-3"
        loading={send.isPending}
        onClick={() => void run()}
      >
        Отправить в банк
      </Button>
      {confirmDialog}
    </>
  )
}

/** The tax service's last answer with its proof, and the staff's button to ask again today. */
function NpdCheck({ worker }: { worker: Worker }) {
  // The check is recorded on the worker's card, so the card is read again after it.
  const check = useEndpointChange(peopleEndpoints.npdCheck, {
    onSuccess: (status) =>
      notify({
        status: status.registered ? 'success' : 'warning',
        message: `ИНН ${status.inn}: ${npdStatusLine(status)}`,
      }),
    invalidates: [peopleKeys.detail(worker.id)],
  })
  const { message, registered } = worker.npd
  return (
    <span className="flex w-full items-start gap-3">
      <span className="min-w-0 flex-1">
        <NpdStatusText status={worker.npd} />
        {message && registered === null && <span className="block text-xs text-gray-500">{message}</span>}
      </span>
      {worker.state !== 'DELETED_SELF_EMPLOYED' && (
        <Button
          variant="secondary"
          className="min-h-9 shrink-0 px-3"
          loading={check.isPending}
          onClick={() => void check.submit({ body: { id: worker.id } })}
        >
          Проверить
        </Button>
      )}
    </span>
  )
}
