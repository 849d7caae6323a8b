import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PushMessage } from '../../src/contract/notifications/messages.ts'

/** A browser's side of a subscription: its P-256 key pair and authentication secret (RFC 8291). */
export type TestDevice = {
  id: string
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  ecdh: ECDH
  authSecret: Buffer
}

type ReceivedPush = {
  device: string
  headers: IncomingHttpHeaders
  /** The body as sent: the aes128gcm record. */
  encrypted: Buffer
  /** The decrypted text the service worker would get. */
  text: string
  message: PushMessage
  /** The VAPID key the request was signed with, and whether the signature and audience hold. */
  vapidKey: string
  vapidValid: boolean
}

/**
 * A push service on this computer, as FCM or Mozilla's would be to the server: it takes web-push requests
 * (RFC 8030) for the devices it made, checks their VAPID signature (RFC 8292) and decrypts their aes128gcm
 * payload (RFC 8291) with the device's private key, using node:crypto alone. A device may be marked expired
 * (answers 410) and the whole service may be made to fail (500).
 */
export async function startTestPushService() {
  const devices = new Map<string, TestDevice>()
  const expired = new Set<string>()
  const received: ReceivedPush[] = []
  let failing = false

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? ''
      const device = devices.get(id)
      if (failing) return void response.writeHead(500).end()
      if (!device || expired.has(id)) return void response.writeHead(device ? 410 : 404).end()
      const encrypted = Buffer.concat(chunks)
      const text = decrypt(encrypted, device)
      const vapid = checkVapid(request.headers.authorization ?? '', origin)
      received.push({
        device: id,
        headers: request.headers,
        encrypted,
        text,
        message: JSON.parse(text) as PushMessage,
        ...vapid,
      })
      response.writeHead(201).end()
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    received,
    /** A new browser subscription pointing here. */
    device(): TestDevice {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const authSecret = randomBytes(16)
      const id = randomUUID()
      const device = {
        id,
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
      }
      devices.set(id, device)
      return device
    },
    /** From now on the device's pushes are answered 410 Gone, as for an unsubscribed browser. */
    expire: (device: TestDevice) => expired.add(device.id),
    failAll: (fail: boolean) => {
      failing = fail
    },
    /** The messages one device got, in order. */
    messagesOf: (device: TestDevice) =>
      received.filter((push) => push.device === device.id).map((push) => push.message),
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, keyed by ECDH with the sender's key and the auth secret. */
function decrypt(body: Buffer, device: Pick<TestDevice, 'ecdh' | 'authSecret'>): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const keyIdLength = body[20]!
  const senderKey = body.subarray(21, 21 + keyIdLength)
  const record = body.subarray(21 + keyIdLength)
  if (record.length > recordSize) throw new Error('a push of more than one record')
  const shared = device.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32))
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(record.subarray(-16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
  // The last record ends with the delimiter 2 and any zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('the record has no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT for this service's origin, signed by that key. */
function checkVapid(authorization: string, origin: string): { vapidKey: string; vapidValid: boolean } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization)
  if (!match) return { vapidKey: '', vapidValid: false }
  const [, header = '', payload = '', signature = '', vapidKey = ''] = match
  const raw = Buffer.from(vapidKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    aud?: string
    exp?: number
  }
  return { vapidKey, vapidValid: signed && claims.aud === origin && typeof claims.exp === 'number' }
}
