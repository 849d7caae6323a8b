import { createPublicKey, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import webPush from 'web-push'
import { generateVapidKeys } from './vapid-key-pair.ts'

describe('generateVapidKeys', () => {
  it('makes the uncompressed P-256 point and scalar that web push signs with', () => {
    const keys = generateVapidKeys()
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(keys.publicKey, 'base64url')[0]).toBe(0x04)
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32)
    const headers = webPush.getVapidHeaders(
      'https://fcm.googleapis.com',
      'mailto:support@example.ru',
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    )
    expect(headers.Authorization).toContain(`k=${keys.publicKey}`)
    const [header, claims, signature] = /t=([^,]+)/.exec(headers.Authorization)![1]!.split('.')
    const point = Buffer.from(keys.publicKey, 'base64url')
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    })
    const signed = Buffer.from(`${header}.${claims}`)
    const valid = verify(
      'sha256',
      signed,
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    )
    expect(valid).toBe(true)
  })

  it('makes a new pair each time', () => {
    expect(generateVapidKeys().privateKey).not.toBe(generateVapidKeys().privateKey)
  })
})
