import { createHmac } from 'node:crypto'

/**
 * `Smeny-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (issue 48): the time inside the signed text
 * lets the receiver refuse an old delivery replayed.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}
