import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

type Received = {
  headers: IncomingHttpHeaders
  body: string
  json: { id: number; event: string; order: { id: number } }
}

/**
 * A chain's system on this computer: it keeps every delivery and checks `Smeny-Signature` as docs/api.md tells a
 * receiver to (HMAC-SHA256 of "<t>.<body>" with the secret, compared in constant time). `answer` sets the status
 * it replies with.
 */
export async function startWebhookReceiver() {
  const received: Received[] = []
  let status = 200
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ headers: request.headers, body, json: JSON.parse(body) as Received['json'] })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(next: number) {
      status = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Whether a delivery's signature holds for the secret. */
export function signatureHolds(secret: string, delivery: Received): boolean {
  const header = String(delivery.headers['smeny-signature'] ?? '')
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]))
  if (!parts.t || !parts.v1) return false
  const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest()
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
