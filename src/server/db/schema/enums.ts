import { pgEnum } from 'drizzle-orm/pg-core'
import { certificateStatuses } from '#contract/acts/enums.ts'
import { workerStates } from '#contract/auth/roles.ts'
import { orderResolutions, orderStatuses, tariffPeriods } from '#contract/orders/enums.ts'
import { sendToBankStatuses } from '#contract/payments/enums.ts'

export const tariffPeriod = pgEnum('tariff_period', tariffPeriods)
export const orderStatus = pgEnum('order_status', orderStatuses)
export const orderResolution = pgEnum('order_resolution', orderResolutions)
export const certificateStatus = pgEnum('certificate_status', certificateStatuses)
export const sendToBankStatus = pgEnum('send_to_bank_status', sendToBankStatuses)
export const workerState = pgEnum('worker_state', workerStates)
export const gender = pgEnum('gender', ['M', 'F'])
export const userKind = pgEnum('user_kind', ['employee', 'worker'])
export const smsPurpose = pgEnum('sms_purpose', ['employee-login', 'worker-login', 'worker-registration'])
/** The part of the total SMS limits a code request spends (decision 019). */
export const smsBudget = pgEnum('sms_budget', ['known-users', 'new-numbers'])
/** What came of a code request that passed the limits: an SMS, the answer of one without it, or a refusal. */
export const smsOutcome = pgEnum('sms_outcome', ['sent', 'pretended', 'refused'])
