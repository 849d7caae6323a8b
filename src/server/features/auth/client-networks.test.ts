import { describe, expect, it } from 'vitest'
import { clientNetwork } from './client-networks.ts'

const wide = { ipv4Bits: 24, ipv6Bits: 64 }
const narrow = { ipv4Bits: 32, ipv6Bits: 64 }

describe('clientNetwork', () => {
  it('keeps an IPv4 prefix, also of an IPv4 address inside IPv6', () => {
    expect(clientNetwork('203.0.113.77', wide)).toBe('203.0.113.0/24')
    expect(clientNetwork('::ffff:203.0.113.77', wide)).toBe('203.0.113.0/24')
    expect(clientNetwork('203.0.113.77', narrow)).toBe('203.0.113.77/32')
  })

  it('gives every address of an IPv6 /64 one key, however it is written', () => {
    const key = '2001:db8:0:1:0:0:0:0/64'
    expect(clientNetwork('2001:db8:0:1::5', wide)).toBe(key)
    expect(clientNetwork('2001:0db8:0000:0001:ffff:1:2:3', wide)).toBe(key)
    expect(clientNetwork('2001:db8:0:1:a::1.2.3.4', narrow)).toBe(key)
    expect(clientNetwork('2001:db8:0:1::1%eth0', wide)).toBe(key)
    expect(clientNetwork('::1', wide)).toBe('0:0:0:0:0:0:0:0/64')
    expect(clientNetwork('2001:db8:0:2::5', wide)).not.toBe(key)
  })

  it('leaves anything else as it is', () => {
    expect(clientNetwork('unknown', wide)).toBe('unknown')
  })
})
