import { createECDH, randomBytes } from 'node:crypto'
import type { LookupAddress } from 'node:dns'
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebPushSender } from './push-sender.ts'
import { generateVapidKeys } from './vapid-key-pair.ts'
import type { Resolve } from '../outbound/public-addresses.ts'
import { pushAddressOf } from './push-addresses.ts'

/** Decision 063: which addresses pushes may go to, checked when a device subscribes and again at every send. */
describe('a push address', () => {
  it('is a known push service’s host over https on the default port, without userinfo', () => {
    const taken = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://fcm.googleapis.com:443/wp/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://FCM.googleapis.com/fcm/send/x',
    ]
    for (const endpoint of taken) expect(pushAddressOf(endpoint, false), endpoint).toBe('push-service')
    const refused = [
      'https://127.0.0.1:4198/x',
      'https://2130706433:4199',
      'https://0x7f000001:4199',
      'https://[::1]:4199',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'https://attacker.example/fcm.googleapis.com/',
      'https://a.b.notify.windows.com/w/',
      'https://notify.windows.com/w/',
      'https://push.apple.com/x',
      'https://example.com/push/1',
      'не адрес',
    ]
    for (const endpoint of refused) expect(pushAddressOf(endpoint, false), endpoint).toBe('refused')
  })

  it('may be the tests’ local push service (http on this computer) only where that is allowed', () => {
    expect(pushAddressOf('http://127.0.0.1:4199/push/1', true)).toBe('local-test-service')
    expect(pushAddressOf('http://127.0.0.1:4199/push/1', false)).toBe('refused')
    expect(pushAddressOf('https://127.0.0.1:4199/push/1', true)).toBe('refused')
    expect(pushAddressOf('http://10.0.0.1:4199/push/1', true)).toBe('refused')
  })
})

describe('sending a push', () => {
  const keys = generateVapidKeys()
  const browser = createECDH('prime256v1')
  const device = {
    p256dh: browser.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  }
  const options = { ttlSeconds: 60, urgency: 'normal' as const }
  let listener: Server
  let port = 0
  let connections = 0

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1
      socket.destroy()
    })
    await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done))
    port = (listener.address() as { port: number }).port
  })
  afterAll(() => new Promise<void>((done) => listener.close(() => done())))

  /** A DNS that answers the given addresses for every name, and counts what it was asked. */
  function dnsAnswering(...addresses: string[]) {
    const asked: string[] = []
    const resolve: Resolve = (hostname, _options, callback) => {
      asked.push(hostname)
      const answers: LookupAddress[] = addresses.map((address) => ({
        address,
        family: address.includes(':') ? 6 : 4,
      }))
      callback(null, answers)
    }
    return { asked, resolve }
  }

  const senderWith = (resolve: Resolve, allowLocalPushService = false) =>
    createWebPushSender({
      keys: async () => keys,
      subject: 'mailto:test@example.com',
      allowLocalPushService,
      resolve,
    })

  it('refuses a stored address that is no push service’s without connecting or asking the DNS', async () => {
    const dns = dnsAnswering('127.0.0.1')
    const sender = senderWith(dns.resolve, true)
    for (const endpoint of [
      `https://127.0.0.1:${port}/x`,
      `https://2130706433:${port}`,
      `https://localhost:${port}/x`,
      `https://user:secret@fcm.googleapis.com/fcm/send/x`,
    ])
      expect(await sender.send({ endpoint, ...device }, '{}', options), endpoint).toBe('refused')
    expect(dns.asked).toEqual([])
    expect(connections).toBe(0)
  })

  it('refuses a push service whose name resolves to a private, loopback or link-local address', async () => {
    for (const answers of [
      ['127.0.0.1'],
      ['10.1.2.3'],
      ['172.20.0.5'],
      ['192.168.1.1'],
      ['169.254.169.254'],
      ['100.64.0.1'],
      ['0.0.0.0'],
      ['::1'],
      ['fe80::1'],
      ['fd12:3456::1'],
      ['::ffff:127.0.0.1'],
      // One private answer among public ones refuses the name: the connection might take it.
      ['142.250.74.10', '10.0.0.1'],
    ]) {
      const dns = dnsAnswering(...answers)
      const outcome = await senderWith(dns.resolve).send(
        { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', ...device },
        '{}',
        options,
      )
      expect(outcome, answers.join(' ')).toBe('refused')
      expect(dns.asked).toEqual(['fcm.googleapis.com'])
    }
    expect(connections).toBe(0)
  })

  it('connects to a push service whose name resolves to public addresses only', async () => {
    // A documentation address (TEST-NET-3) stands for a public one: the connection is tried, and fails.
    const dns = dnsAnswering('203.0.113.7')
    const sender = createWebPushSender({
      keys: async () => keys,
      subject: 'mailto:test@example.com',
      allowLocalPushService: false,
      resolve: dns.resolve,
      timeoutMs: 200,
    })
    const outcome = await sender.send(
      { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/abc', ...device },
      '{}',
      options,
    )
    expect(outcome).toBe('failed')
    expect(dns.asked).toEqual(['updates.push.services.mozilla.com'])
  })
})
