import type { FastifyPluginAsync } from 'fastify'
import { settingsEndpoints as calls } from '#contract/settings/endpoints.ts'
import type { SettingKey } from '#contract/settings/settings.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { SettingsService } from './settings.service.ts'

/**
 * The administration's settings (spec section 7, Settings): each read and changed as `{ value }`, the SMS
 * limits as `{ limit }`.
 */
export function settingsRoutes(deps: { settings: SettingsService }): FastifyPluginAsync {
  const { settings } = deps
  return async (app) => {
    const read = async <K extends SettingKey>(key: K) => (await settings.read())[key]

    await serve(app, calls.blockDuration, async () => ({ value: await read('blockDurationDays') }))
    await serve(app, calls.setBlockDuration, async ({ user, body }) => ({
      value: await settings.change(user.id, 'blockDurationDays', body.value),
    }))
    await serve(app, calls.confirmationDeadline, async () => ({
      value: await read('confirmationDeadlineHours'),
    }))
    await serve(app, calls.setConfirmationDeadline, async ({ user, body }) => ({
      value: await settings.change(user.id, 'confirmationDeadlineHours', body.value),
    }))
    await serve(app, calls.maxPayment, async () => ({ value: await read('maxPaymentSum') }))
    await serve(app, calls.setMaxPayment, async ({ user, body }) => ({
      value: await settings.change(user.id, 'maxPaymentSum', body.value),
    }))
    await serve(app, calls.checkInOpens, async () => ({ value: await read('checkInOpensMinutes') }))
    await serve(app, calls.setCheckInOpens, async ({ user, body }) => ({
      value: await settings.change(user.id, 'checkInOpensMinutes', body.value),
    }))
    await serve(app, calls.rulesNotice, async () => ({ value: await read('rulesNoticeDays') }))
    await serve(app, calls.setRulesNotice, async ({ user, body }) => ({
      value: await settings.change(user.id, 'rulesNoticeDays', body.value),
    }))
    await serve(app, calls.appealDays, async () => ({ value: await read('appealDays') }))
    await serve(app, calls.setAppealDays, async ({ user, body }) => ({
      value: await settings.change(user.id, 'appealDays', body.value),
    }))
    await serve(app, calls.consecutiveMonths, async () => ({ value: await read('consecutiveMonths') }))
    await serve(app, calls.setConsecutiveMonths, async ({ user, body }) => ({
      value: await settings.change(user.id, 'consecutiveMonths', body.value),
    }))
    await serve(app, calls.hoursPerMonth, async () => ({ value: await read('hoursPerMonth') }))
    await serve(app, calls.setHoursPerMonth, async ({ user, body }) => ({
      value: await settings.change(user.id, 'hoursPerMonth', body.value),
    }))
    await serve(app, calls.pauseMonths, async () => ({ value: await read('pauseMonths') }))
    await serve(app, calls.setPauseMonths, async ({ user, body }) => ({
      value: await settings.change(user.id, 'pauseMonths', body.value),
    }))
    await serve(app, calls.smsMinutelyLimit, async () => ({ limit: await read('smsMinutelyLimit') }))
    await serve(app, calls.setSmsMinutelyLimit, async ({ user, body }) => ({
      limit: await settings.change(user.id, 'smsMinutelyLimit', body.limit),
    }))
    await serve(app, calls.smsDailyLimit, async () => ({ limit: await read('smsDailyLimit') }))
    await serve(app, calls.setSmsDailyLimit, async ({ user, body }) => ({
      limit: await settings.change(user.id, 'smsDailyLimit', body.limit),
    }))
    await serve(app, calls.company, () => settings.company())
    await serve(app, calls.setCompany, ({ user, body }) => settings.changeCompany(user.id, body))
    await serve(app, calls.supportContacts, () => settings.supportContacts())
    await serve(app, calls.setSupportContacts, ({ user, body }) =>
      settings.changeSupportContacts(user.id, body),
    )
    await serve(app, calls.smsSentToday, async () => ({ value: await settings.smsSentToday() }))
  }
}
