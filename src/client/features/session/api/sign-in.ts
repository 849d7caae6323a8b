import type { Tokens } from '#contract/auth/auth.ts'
import { authEndpoints } from '#contract/auth/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

export type SignInAs = 'worker' | 'employee'

const calls = {
  employee: { code: authEndpoints.requestEmployeeCode, signIn: authEndpoints.signInEmployee },
  worker: { code: authEndpoints.requestWorkerCode, signIn: authEndpoints.signInWorker },
}

export const requestSignInCode = (as: SignInAs, phone: string, proof: string | undefined) =>
  call(calls[as].code, { body: { phone, ...(proof && { proof }) } })

export const signInWithCode = (as: SignInAs, phone: string, code: string) =>
  call(calls[as].signIn, { body: { phone, code } })

const linkExchanges = new Map<string, Promise<Tokens>>()

/**
 * `/throw-auth`: only a partner app's one-time link opens a session (decision 017). The link is sent once per
 * page load, so a second run of the page's effect (React's strict mode) shares the first answer.
 */
export function exchangePartnerLink(linkToken: string): Promise<Tokens> {
  let exchange = linkExchanges.get(linkToken)
  if (!exchange) {
    exchange = call(authEndpoints.exchangePartnerLink, { body: { linkToken } })
    linkExchanges.set(linkToken, exchange)
  }
  return exchange
}

/** Whom a partner link signs in; the link stays good (decision 071). */
export const partnerLinkWorker = (linkToken: string) =>
  call(authEndpoints.partnerLinkWorker, { body: { linkToken } })

export const endServerSession = (refreshToken: string) =>
  call(authEndpoints.signOut, { body: { refreshToken } })
