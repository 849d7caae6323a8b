import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { settingsEndpoints as calls } from '#contract/settings/endpoints.ts'
import type { SettingKey, Settings } from '#contract/settings/settings.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey, endpointQuery, useChange, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { maxPaymentKey, readMaxPayment } from '../../../shared/max-payment.ts'
import { supportQueryOptions } from '../../../shared/support/support-query.ts'

type SettingCalls<K extends SettingKey> = {
  key: QueryKey
  read: () => Promise<Settings[K]>
  change: (value: Settings[K]) => Promise<Settings[K]>
}

/**
 * Where each setting is read and changed (spec section 7, Settings): as `{ value }`, the SMS limits as
 * `{ limit }`. The maximum payment is read as the finish dialog reads it (`shared/max-payment.ts`).
 */
const settingCalls: { [K in SettingKey]: SettingCalls<K> } = {
  blockDurationDays: {
    key: endpointKey(calls.blockDuration),
    read: async () => (await call(calls.blockDuration)).value,
    change: async (value) => (await call(calls.setBlockDuration, { body: { value } })).value,
  },
  confirmationDeadlineHours: {
    key: endpointKey(calls.confirmationDeadline),
    read: async () => (await call(calls.confirmationDeadline)).value,
    change: async (value) => (await call(calls.setConfirmationDeadline, { body: { value } })).value,
  },
  checkInOpensMinutes: {
    key: endpointKey(calls.checkInOpens),
    read: async () => (await call(calls.checkInOpens)).value,
    change: async (value) => (await call(calls.setCheckInOpens, { body: { value } })).value,
  },
  rulesNoticeDays: {
    key: endpointKey(calls.rulesNotice),
    read: async () => (await call(calls.rulesNotice)).value,
    change: async (value) => (await call(calls.setRulesNotice, { body: { value } })).value,
  },
  appealDays: {
    key: endpointKey(calls.appealDays),
    read: async () => (await call(calls.appealDays)).value,
    change: async (value) => (await call(calls.setAppealDays, { body: { value } })).value,
  },
  consecutiveMonths: {
    key: endpointKey(calls.consecutiveMonths),
    read: async () => (await call(calls.consecutiveMonths)).value,
    change: async (value) => (await call(calls.setConsecutiveMonths, { body: { value } })).value,
  },
  hoursPerMonth: {
    key: endpointKey(calls.hoursPerMonth),
    read: async () => (await call(calls.hoursPerMonth)).value,
    change: async (value) => (await call(calls.setHoursPerMonth, { body: { value } })).value,
  },
  pauseMonths: {
    key: endpointKey(calls.pauseMonths),
    read: async () => (await call(calls.pauseMonths)).value,
    change: async (value) => (await call(calls.setPauseMonths, { body: { value } })).value,
  },
  smsMinutelyLimit: {
    key: endpointKey(calls.smsMinutelyLimit),
    read: async () => (await call(calls.smsMinutelyLimit)).limit,
    change: async (limit) => (await call(calls.setSmsMinutelyLimit, { body: { limit } })).limit,
  },
  smsDailyLimit: {
    key: endpointKey(calls.smsDailyLimit),
    read: async () => (await call(calls.smsDailyLimit)).limit,
    change: async (limit) => (await call(calls.setSmsDailyLimit, { body: { limit } })).limit,
  },
  maxPaymentSum: {
    key: maxPaymentKey,
    read: readMaxPayment,
    change: async (value) => (await call(calls.setMaxPayment, { body: { value } })).value,
  },
}

export function settingQueryOptions<K extends SettingKey>(key: K) {
  const setting = settingCalls[key] as SettingCalls<K>
  return queryOptions({ queryKey: setting.key, queryFn: setting.read })
}

/** SMS sent today (Moscow day). */
export const smsTodayQueryOptions = queryOptions({
  queryKey: endpointKey(calls.smsSentToday),
  queryFn: async () => (await call(calls.smsSentToday)).value,
  refetchInterval: 60_000,
})

/** The answer is the setting as saved: it is written to its query, which is read again after, failed or not. */
export function useChangeSetting<K extends SettingKey>(key: K) {
  const setting = settingCalls[key] as SettingCalls<K>
  return useChange(setting.change, { writes: () => [setting.key], invalidates: [setting.key] })
}

/** The company in the workers' receipts (`GET/POST /api/settings/company`). */
export const companyQueryOptions = endpointQuery(calls.company)

/** The answer is the company as saved: written to its query. */
export function useChangeCompany() {
  const key = endpointKey(calls.company)
  return useEndpointChange(calls.setCompany, { writes: () => [key], invalidates: [key] })
}

/** The answer is the contacts as saved: written to the query the worker's screens read too. */
export function useChangeSupportContacts() {
  const key = supportQueryOptions.queryKey
  return useEndpointChange(calls.setSupportContacts, { writes: () => [key], invalidates: [key] })
}
