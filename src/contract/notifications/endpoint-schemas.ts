import {
  preferenceSchema,
  preferencesSchema,
  publicKeySchema,
  pushSubscriptionSchema,
  unsubscribeSchema,
} from './push.ts'

export default {
  publicKey: { summary: 'Открытый ключ сервера для подписки (VAPID)', response: publicKeySchema },
  subscribe: { summary: 'Подписать это устройство на уведомления', body: pushSubscriptionSchema },
  unsubscribe: { summary: 'Отписать устройство от уведомлений', body: unsubscribeSchema },
  preferences: { summary: 'Какие уведомления включены', response: preferencesSchema },
  setPreference: {
    summary: 'Включить или выключить вид уведомлений',
    body: preferenceSchema,
    response: preferencesSchema,
  },
}
