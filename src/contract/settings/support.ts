import { z } from 'zod'
import { messages } from '../common/messages.ts'
import { isValidPhone, text } from '../common/rules.ts'

export const supportMessages = {
  email: 'Электронная почта поддержки — адрес вида name@example.ru',
  link: 'Ссылка на мессенджер — адрес, начинающийся с https://',
} as const

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

function isHttpsLink(value: string): boolean {
  if (!value.startsWith('https://')) return false
  try {
    return new URL(value).hostname.includes('.')
  } catch {
    return false
  }
}

/** Each contact may be left empty: `''` means "not given", so the form can clear a field. */
const contact = (max: number, valid: (value: string) => boolean, error: string) =>
  text()
    .trim()
    .max(max, { error })
    .refine((value) => value === '' || valid(value), { error })

/**
 * Whom a worker can ask (`GET/POST /api/settings/support`, decision 079): a phone in the stored form of
 * spec section 3, an e-mail and an https link to a messenger; all optional, read by anyone.
 */
export const supportContactsSchema = z.object({
  phone: contact(12, isValidPhone, messages.phone),
  email: contact(254, isEmail, supportMessages.email),
  link: contact(500, isHttpsLink, supportMessages.link),
})
export type SupportContacts = z.infer<typeof supportContactsSchema>

/** A fresh installation gives no contacts until an admin fills them in. */
export const noSupportContacts: SupportContacts = { phone: '', email: '', link: '' }
