import { useQuery } from '@tanstack/react-query'
import { checkVerificationLabels } from '#contract/check-in/messages.ts'
import type { Check, OrderChecks } from '#contract/check-in/endpoint-schemas.ts'
import { localParts } from './format/local-time.ts'
import { orderChecksQueryOptions } from './order-checks.ts'

/** A check that reached the server this much later than it was made waited on the phone: staff are told. */
const delayedAfterMs = 2 * 60_000

function CheckLine(props: { label: string; check: Check | null; utcOffset: number }) {
  const { check } = props
  if (!check) return <li className="text-gray-500">{props.label}: не отмечен</li>
  const time = (instant: string) => localParts(instant, props.utcOffset).time
  const verified = check.verification !== 'NONE'
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

/** The executor's check-in and check-out as staff read them: times in the shop's zone, and how each is verified. */
export function CheckTimes(props: { checks: OrderChecks; utcOffset: number }) {
  return (
    <ul className="space-y-1 text-sm text-gray-700">
      <CheckLine label="Приход" check={props.checks.checkIn} utcOffset={props.utcOffset} />
      <CheckLine label="Уход" check={props.checks.checkOut} utcOffset={props.utcOffset} />
    </ul>
  )
}

/** The checks of an order that has started, loaded for its card; nothing while they load. */
export function OrderCheckTimes(props: { orderId: number; utcOffset: number }) {
  const checks = useQuery(orderChecksQueryOptions(props.orderId)).data
  return checks ? <CheckTimes checks={checks} utcOffset={props.utcOffset} /> : null
}
