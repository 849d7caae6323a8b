import { TooManyRequests } from '../../kernel/errors.ts'
import type { SmsRequestFacts } from './auth.repository.ts'

/**
 * SMS codes one client address may ask for (OWASP API4, SMS pumping): enough for a shop's staff or a family
 * behind one router, and for mobile carriers that put many phones behind one address; a script asking codes
 * for phone after phone stops long before it can spend the installation's daily limit.
 */
export const addressLimits = {
  perMinute: 10,
  perDay: 100,
  messages: {
    minute: 'Слишком много запросов кода с вашего адреса. Попробуйте через минуту',
    day: 'Исчерпан дневной лимит запросов кода с вашего адреса. Попробуйте завтра',
  },

  /** The counts are read under the address's code-request lock, so parallel requests from one address count one by one. */
  check(facts: Pick<SmsRequestFacts, 'fromAddressLastMinute' | 'fromAddressToday'>): void {
    if (facts.fromAddressLastMinute >= addressLimits.perMinute)
      throw new TooManyRequests(addressLimits.messages.minute)
    if (facts.fromAddressToday >= addressLimits.perDay) throw new TooManyRequests(addressLimits.messages.day)
  },
}
