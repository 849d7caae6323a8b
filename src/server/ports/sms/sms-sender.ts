/** Sends one text message; adapters decide how. */
export interface SmsSender {
  send(phone: string, text: string, code: string): Promise<void>
}

export type OutboxEntry = { phone: string; code: string; sentAt: string }

/** Only the development adapter has an outbox; production adapters do not expose codes. */
export interface SmsOutbox {
  latest(phone?: string): OutboxEntry[]
}
