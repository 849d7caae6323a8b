import type { SupportContacts } from '#contract/settings/support.ts'
import type { Executor } from '../client.ts'
import { settings } from '../schema/index.ts'

/** Plausible contacts, so the demo's worker screens and sign-in page show whom to ask (decision 079). */
const demoSupport: SupportContacts = {
  phone: '+79001234567',
  email: 'support@smeny.example',
  link: 'https://t.me/smeny_support',
}

export async function seedSupportContacts(db: Executor) {
  await db.insert(settings).values({ key: 'support', value: demoSupport })
}
