import { adminOnly, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'
import { settingLabels } from './setting-keys.ts'

/**
 * The administration's settings (spec section 7, Settings), each read and changed as `{ value }`, the SMS
 * limits as `{ limit }`: read by admins, changed by admins. Staff read the payment limit too: the finish
 * dialog checks the sum against it before saving.
 */
export const settingsEndpoints = endpoints('Общие настройки', () => import('./endpoint-schemas.ts'), {
  blockDuration: {
    method: 'GET',
    path: '/api/block/get-duration',
    access: adminOnly,
    summary: settingLabels.blockDurationDays,
  },
  setBlockDuration: {
    method: 'POST',
    path: '/api/block/set-duration',
    access: adminOnly,
    summary: settingLabels.blockDurationDays,
  },
  confirmationDeadline: {
    method: 'GET',
    path: '/api/confirmation/get-deadline',
    access: adminOnly,
    summary: settingLabels.confirmationDeadlineHours,
  },
  setConfirmationDeadline: {
    method: 'POST',
    path: '/api/confirmation/set-deadline',
    access: adminOnly,
    summary: settingLabels.confirmationDeadlineHours,
  },
  maxPayment: {
    method: 'GET',
    path: '/api/settings/max-payment',
    access: staffOnly,
    summary: settingLabels.maxPaymentSum,
  },
  setMaxPayment: {
    method: 'POST',
    path: '/api/settings/max-payment',
    access: adminOnly,
    summary: settingLabels.maxPaymentSum,
  },
  smsMinutelyLimit: {
    method: 'GET',
    path: '/api/sms-counter/minutely/get-limit',
    access: adminOnly,
    summary: settingLabels.smsMinutelyLimit,
  },
  setSmsMinutelyLimit: {
    method: 'POST',
    path: '/api/sms-counter/minutely/set-limit',
    access: adminOnly,
    summary: settingLabels.smsMinutelyLimit,
  },
  smsDailyLimit: {
    method: 'GET',
    path: '/api/sms-counter/daily/get-limit',
    access: adminOnly,
    summary: settingLabels.smsDailyLimit,
  },
  setSmsDailyLimit: {
    method: 'POST',
    path: '/api/sms-counter/daily/set-limit',
    access: adminOnly,
    summary: settingLabels.smsDailyLimit,
  },
  smsSentToday: {
    method: 'GET',
    path: '/api/sms-counter/daily/get-value',
    access: adminOnly,
    summary: 'Отправлено СМС сегодня',
  },
})
