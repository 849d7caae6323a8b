import { adminOnly, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

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
  },
  setBlockDuration: {
    method: 'POST',
    path: '/api/block/set-duration',
    access: adminOnly,
  },
  confirmationDeadline: {
    method: 'GET',
    path: '/api/confirmation/get-deadline',
    access: adminOnly,
  },
  setConfirmationDeadline: {
    method: 'POST',
    path: '/api/confirmation/set-deadline',
    access: adminOnly,
  },
  maxPayment: {
    method: 'GET',
    path: '/api/settings/max-payment',
    access: staffOnly,
  },
  setMaxPayment: {
    method: 'POST',
    path: '/api/settings/max-payment',
    access: adminOnly,
  },
  checkInOpens: {
    method: 'GET',
    path: '/api/settings/check-in-opens',
    access: adminOnly,
  },
  setCheckInOpens: {
    method: 'POST',
    path: '/api/settings/check-in-opens',
    access: adminOnly,
  },
  /** How far ahead a new version of the platform's rules is announced (issue 45, decision 095). */
  rulesNotice: {
    method: 'GET',
    path: '/api/settings/rules-notice-days',
    access: adminOnly,
  },
  setRulesNotice: {
    method: 'POST',
    path: '/api/settings/rules-notice-days',
    access: adminOnly,
  },
  /** How many working days staff have to decide an appeal (issue 45, decision 097). */
  appealDays: { method: 'GET', path: '/api/settings/appeal-days', access: adminOnly },
  setAppealDays: { method: 'POST', path: '/api/settings/appeal-days', access: adminOnly },
  /** The limit on systematic work (issue 45, item 5; decision 101): months in a row, hours a month, pause. */
  consecutiveMonths: { method: 'GET', path: '/api/settings/limiter/consecutive-months', access: adminOnly },
  setConsecutiveMonths: {
    method: 'POST',
    path: '/api/settings/limiter/consecutive-months',
    access: adminOnly,
  },
  hoursPerMonth: { method: 'GET', path: '/api/settings/limiter/hours-per-month', access: adminOnly },
  setHoursPerMonth: { method: 'POST', path: '/api/settings/limiter/hours-per-month', access: adminOnly },
  pauseMonths: { method: 'GET', path: '/api/settings/limiter/pause-months', access: adminOnly },
  setPauseMonths: { method: 'POST', path: '/api/settings/limiter/pause-months', access: adminOnly },
  smsMinutelyLimit: {
    method: 'GET',
    path: '/api/sms-counter/minutely/get-limit',
    access: adminOnly,
  },
  setSmsMinutelyLimit: {
    method: 'POST',
    path: '/api/sms-counter/minutely/set-limit',
    access: adminOnly,
  },
  smsDailyLimit: {
    method: 'GET',
    path: '/api/sms-counter/daily/get-limit',
    access: adminOnly,
  },
  setSmsDailyLimit: {
    method: 'POST',
    path: '/api/sms-counter/daily/set-limit',
    access: adminOnly,
  },
  /** The company in whose name the workers' receipts must be made out (decision 030). */
  company: {
    method: 'GET',
    path: '/api/settings/company',
    access: adminOnly,
  },
  setCompany: {
    method: 'POST',
    path: '/api/settings/company',
    access: adminOnly,
  },
  /** Whom a worker can ask (decision 079): shown before sign-in too, so anyone may read them. */
  supportContacts: {
    method: 'GET',
    path: '/api/settings/support',
    access: 'public',
  },
  setSupportContacts: {
    method: 'POST',
    path: '/api/settings/support',
    access: adminOnly,
  },
  smsSentToday: {
    method: 'GET',
    path: '/api/sms-counter/daily/get-value',
    access: adminOnly,
  },
})
