import { useQuery } from '@tanstack/react-query'
import { checkVerificationLabels, lateCheckOutTexts } from '#contract/check-in/messages.ts'
import type { Check, OrderChecks } from '#contract/check-in/endpoint-schemas.ts'
import { localParts } from './format/local-time.ts'
import { orderChecksQueryOptions } from './order-checks.ts'

/** A check that reached the server this much later than it was made waited on the phone: staff are told. */
const delayedAfterMs = 2 * 60_000

function CheckLine(props: { label: string; check: Check | null; utcOffset: number }) {
  const { check } = props
  if (!check) return <li className="text-gray-500">{props.label}: не отмечен</li>
  const time = (instant: string) => localParts(instant, props.utcOffset).time
  // Only the shop's code proves presence: a position is what the phone said (decision 065).
  const verified = check.verification === 'CODE'
  const delayed = Date.parse(check.receivedAt) - Date.parse(check.at) > delayedAfterMs
  return (
    <li className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-medium text-gray-900">
        {props.label} в {time(check.at)}
      </span>
      <span className={verified ? 'text-primary-800' : 'text-amber-800'}>
        {checkVerificationLabels[check.verification]}
        {check.distanceMeters !== null && `, ${check.distanceMeters} м`}
      </span>
      {delayed && <span className="text-gray-600">(пришла с телефона в {time(check.receivedAt)})</span>}
    </li>
  )
}

/**
 * The executor's check-in and check-out as staff read them: times in the shop's zone, how each is verified, and a
 * check-out long after the end, whose time after the end counts only when staff say so.
 */
export function CheckTimes(props: { checks: OrderChecks; utcOffset: number }) {
  const late = props.checks.lateCheckOut
  return (
    <ul className="space-y-1 text-sm text-gray-700">
      <CheckLine label="Приход" check={props.checks.checkIn} utcOffset={props.utcOffset} />
      <CheckLine label="Уход" check={props.checks.checkOut} utcOffset={props.utcOffset} />
      {late && (
        <li className={late.overtimeCounted ? 'text-gray-700' : 'font-medium text-amber-800'}>
          {(late.overtimeCounted ? lateCheckOutTexts.counted : lateCheckOutTexts.flag)(late.minutesAfterEnd)}
        </li>
      )}
    </ul>
  )
}

/** The checks of an order that has started, loaded for its card; nothing while they load. */
export function OrderCheckTimes(props: { orderId: number; utcOffset: number }) {
  const checks = useQuery(orderChecksQueryOptions(props.orderId)).data
  return checks ? <CheckTimes checks={checks} utcOffset={props.utcOffset} /> : null
}
