// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { phoneProof } from './phone-proof.ts'

afterEach(() => sessionStorage.clear())

describe('the proof of the phone kept for the tab', () => {
  const proof = { phone: '+79161234567', registrationToken: 'token', provenAt: 1_000_000 }

  it('comes back after a reload while the server still accepts it', () => {
    phoneProof.save(proof)
    expect(phoneProof.load(proof.provenAt + 29 * 60_000)).toEqual(proof)
  })

  it('is forgotten a minute before the server would refuse it, when cleared, or when unreadable', () => {
    phoneProof.save(proof)
    expect(phoneProof.load(proof.provenAt + 29 * 60_000 + 1)).toBeNull()
    phoneProof.clear()
    expect(phoneProof.load(proof.provenAt)).toBeNull()
    sessionStorage.setItem('registrationProof', '{not json')
    expect(phoneProof.load(proof.provenAt)).toBeNull()
  })
})
