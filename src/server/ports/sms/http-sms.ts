import type { SmsSender } from './sms-sender.ts'

/** A real SMS gateway over HTTP: POST { phone, text } with a bearer token. */
export function createHttpSms(options: { url: string; token?: string | undefined }): SmsSender {
  return {
    async send(phone, text) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    },
  }
}
