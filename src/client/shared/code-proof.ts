import { codeChallengeMessages, codeProofOf, type CodeChallenge } from '#contract/auth/code-challenge.ts'
import { authEndpoints } from '#contract/auth/endpoints.ts'
import { call } from '../lib/api-client.ts'
import { ApiError } from '../lib/api-error.ts'

/** Requests the server answers with 428 until one carries a solved challenge. */
const needsProof = (error: unknown) => error instanceof ApiError && error.status === 428

/** Solved in the browser with WebCrypto; the solver's code loads only when a challenge comes. */
async function solve(challenge: CodeChallenge): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ])
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new ApiError(428, codeChallengeMessages.required)
  return codeProofOf(challenge, solution)
}

/**
 * Asks for an SMS code as the server wants it (decision 069): after a client block's first requests to new numbers,
 * a request must carry a solved challenge; the browser then gets one, solves it (`onChecking` tells the screen,
 * which shows «Проверяем…») and asks again. A challenge outrun by the block's other requests is solved once more.
 */
export async function askWithProof<T>(
  phone: string,
  ask: (proof: string | undefined) => Promise<T>,
  onChecking: (checking: boolean) => void,
): Promise<T> {
  let proof: string | undefined
  for (let attempt = 0; ; attempt++) {
    try {
      return await ask(proof)
    } catch (error) {
      if (!needsProof(error) || attempt === 2) throw error
    }
    onChecking(true)
    try {
      proof = await solve(await call(authEndpoints.codeChallenge, { body: { phone } }))
    } finally {
      onChecking(false)
    }
  }
}
