import { z } from 'zod'

const proofKey = 'registrationProof'
/** The server's proof lives 30 minutes; a minute less leaves time to send the form before it expires. */
const proofLifetimeMs = 29 * 60_000

const proofSchema = z.object({ phone: z.string(), registrationToken: z.string(), provenAt: z.number() })
export type PhoneProof = z.infer<typeof proofSchema>

function readJson(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
}

/**
 * The proof of the phone is kept for this tab only (session storage): a reload returns to the form, while a
 * new visit proves the phone again.
 */
export const phoneProof = {
  load(now = Date.now()): PhoneProof | null {
    const parsed = proofSchema.safeParse(readJson(sessionStorage.getItem(proofKey)))
    if (!parsed.success || now - parsed.data.provenAt > proofLifetimeMs) return null
    return parsed.data
  },
  save(proof: PhoneProof): void {
    sessionStorage.setItem(proofKey, JSON.stringify(proof))
  },
  clear(): void {
    sessionStorage.removeItem(proofKey)
  },
}
