import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SettingKey, Settings } from '#contract/settings/settings.ts'
import { api } from '../../../lib/api-client.ts'

/** Where each setting is read and changed (spec section 7, Settings), and the name of its field. */
export const settingCalls: Record<SettingKey, { get: string; set: string; field: 'value' | 'limit' }> = {
  blockDurationDays: { get: '/api/block/get-duration', set: '/api/block/set-duration', field: 'value' },
  confirmationDeadlineHours: {
    get: '/api/confirmation/get-deadline',
    set: '/api/confirmation/set-deadline',
    field: 'value',
  },
  smsMinutelyLimit: {
    get: '/api/sms-counter/minutely/get-limit',
    set: '/api/sms-counter/minutely/set-limit',
    field: 'limit',
  },
  smsDailyLimit: {
    get: '/api/sms-counter/daily/get-limit',
    set: '/api/sms-counter/daily/set-limit',
    field: 'limit',
  },
  maxPaymentSum: { get: '/api/settings/max-payment', set: '/api/settings/max-payment', field: 'value' },
}

/**
 * Settings live under `['settings']`, beside the maximum payment the finish dialog reads: a change here
 * refreshes that too.
 */
export const settingKeys = {
  all: ['settings'] as const,
  one: (key: SettingKey) => [...settingKeys.all, 'administration', key] as const,
  smsToday: () => [...settingKeys.all, 'sms-today'] as const,
}

export function settingQueryOptions<K extends SettingKey>(key: K) {
  return queryOptions({
    queryKey: settingKeys.one(key),
    queryFn: async () => {
      const { get, field } = settingCalls[key]
      return (await api.get<Record<string, Settings[K]>>(get))[field] as Settings[K]
    },
  })
}

/** `GET /api/sms-counter/daily/get-value`: SMS sent today (Moscow day). */
export const smsTodayQueryOptions = queryOptions({
  queryKey: settingKeys.smsToday(),
  queryFn: async () => (await api.get<{ value: number }>('/api/sms-counter/daily/get-value')).value,
  refetchInterval: 60_000,
})

export function useChangeSetting<K extends SettingKey>(key: K) {
  const queryClient = useQueryClient()
  const call = settingCalls[key]
  return useMutation({
    mutationFn: async (value: Settings[K]) =>
      (await api.post<Record<string, Settings[K]>>(call.set, { [call.field]: value }))[
        call.field
      ] as Settings[K],
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingKeys.all }),
  })
}
