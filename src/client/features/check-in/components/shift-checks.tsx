import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ClockIcon } from '@heroicons/react/24/outline'
import { checkInWindow } from '#contract/check-in/rules.ts'
import { settingsDefaults } from '#contract/settings/setting-keys.ts'
import type { Order } from '#contract/orders/order.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import { localParts } from '../../../shared/format/local-time.ts'
import { orderChecksQueryOptions } from '../../../shared/order-checks.ts'
import { shopTime } from '../../../shared/worker-orders/shop-time.ts'
import { orderTitleId } from '../../../shared/worker-orders/order-card.tsx'
import { pendingChecks } from '../../../pwa/pending-checks.ts'
import type { CheckKind } from './check-dialog.tsx'

// The dialog (and the position and code handling) is not part of the list: it is fetched once a check-in window
// opens, so that a phone that then loses the network can still open it.
const loadDialog = () => import('./check-dialog.tsx')
const CheckDialog = lazy(() => loadDialog().then((module) => ({ default: module.CheckDialog })))

/** The current time, moved on every half-minute: the check-in button appears when its window opens. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

const usePending = () => useSyncExternalStore(pendingChecks.subscribe, pendingChecks.current)

function CheckLine(props: { label: string; at: string; waiting: boolean; utcOffset: number }) {
  return (
    <p className="flex items-start gap-2 text-sm text-gray-800">
      <ClockIcon className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden />
      <span>
        {props.label} в <span className="font-medium">{localParts(props.at, props.utcOffset).time}</span>
        {props.waiting && (
          <span className="block text-gray-600">Сохранено на телефоне, отправится, когда появится связь</span>
        )}
      </span>
    </p>
  )
}

/**
 * A scheduled shift's checks (issue 25): «Я на месте» from the settings' minutes before the start, then «Ухожу со смены»;
 * a check still waiting on the phone counts as made. Before the window, when it opens. Leaving before the shift's
 * end is asked first: a mistap would end the shift and its pay (decision 080).
 */
export function ShiftChecks({ order }: { order: Order }) {
  const now = useNow()
  const dialog = useDialog<CheckKind>()
  const [confirm, confirmDialog] = useConfirm()
  const offset = order.shop.city.utcOffset
  // Workers do not read the settings: the button follows the default, the server judges by the setting.
  const opensMinutes = settingsDefaults.checkInOpensMinutes
  const hours = checkInWindow(order, opensMinutes)
  const open = now >= hours.opensAt.getTime()
  const checks = useQuery({ ...orderChecksQueryOptions(order.id), enabled: open }).data
  const waiting = usePending().filter((check) => check.body.id === order.id)
  const waitingIn = waiting.find((check) => check.kind === 'checkIn')
  const waitingOut = waiting.find((check) => check.kind === 'checkOut')
  const checkedIn = checks?.checkIn?.at ?? waitingIn?.body.at
  const checkedOut = checks?.checkOut?.at ?? waitingOut?.body.at
  const describedBy = orderTitleId(order.id)
  useEffect(() => {
    if (open) void loadDialog()
  }, [open])
  const leave = async () => {
    const early =
      Date.now() < Date.parse(order.dateTo) &&
      !(await confirm({
        title: `Смена до ${shopTime(order.dateTo)?.time ?? ''} — уйти раньше?`,
        message: 'Время после ухода не войдёт в отработанное.',
        confirmLabel: 'Уйти раньше',
        cancelLabel: 'Остаться',
      }))
    if (!early) dialog.open('checkOut')
  }

  if (!open)
    return (
      <p className="text-sm text-gray-600">
        «Я на месте» появится в {localParts(hours.opensAt.toISOString(), offset).time}, за {opensMinutes}{' '}
        минут до начала смены
      </p>
    )
  return (
    <>
      {checkedIn && (
        <CheckLine label="Приход отмечен" at={checkedIn} waiting={!checks?.checkIn} utcOffset={offset} />
      )}
      {checkedOut && (
        <CheckLine label="Уход отмечен" at={checkedOut} waiting={!checks?.checkOut} utcOffset={offset} />
      )}
      {!checkedIn && now <= hours.closesAt.getTime() && (
        <Button block aria-describedby={describedBy} onClick={() => dialog.open('checkIn')}>
          Я на месте
        </Button>
      )}
      {checkedIn && !checkedOut && (
        <Button variant="secondary" block aria-describedby={describedBy} onClick={() => void leave()}>
          Ухожу со смены
        </Button>
      )}
      {confirmDialog}
      {dialog.subject && (
        <Suspense fallback={null}>
          <CheckDialog order={order} kind={dialog.subject} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  )
}
