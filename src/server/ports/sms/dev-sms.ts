import type { OutboxEntry, SmsOutbox, SmsSender } from './sms-sender.ts'

const outboxSize = 200

/** Development, demo and tests: writes each code to the log and keeps the latest ones in memory. */
export function createDevSms(print: (line: string) => void): SmsSender & SmsOutbox {
  const entries: OutboxEntry[] = []
  return {
    async send(phone, text, code) {
      entries.unshift({ phone, code, sentAt: new Date().toISOString() })
      entries.length = Math.min(entries.length, outboxSize)
      print(`СМС на ${phone}: ${text}`)
    },
    latest(phone) {
      return phone ? entries.filter((entry) => entry.phone === phone) : [...entries]
    },
  }
}
