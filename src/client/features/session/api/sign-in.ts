import type { SmsCodeSent, Tokens } from '#contract/auth/auth.ts'
import type { ThrowAuthBody } from '#contract/auth/partner-link.ts'
import { api } from '../../../lib/api-client.ts'

export type SignInAs = 'worker' | 'employee'

const paths: Record<SignInAs, { code: string; signIn: string }> = {
  employee: { code: '/auth/employee/login2', signIn: '/auth/employee/login2/sms-code' },
  worker: { code: '/auth/self-employed/login', signIn: '/auth/self-employed/login/sms-code' },
}

export const requestSignInCode = (as: SignInAs, phone: string) =>
  api.post<SmsCodeSent>(paths[as].code, { phone })

export const signInWithCode = (as: SignInAs, phone: string, code: string) =>
  api.post<Tokens>(paths[as].signIn, { phone, code })

const linkExchanges = new Map<string, Promise<Tokens>>()

/**
 * `/throw-auth`: only a partner app's one-time link opens a session (decision 017). The link is sent once per
 * page load, so a second run of the page's effect (React's strict mode) shares the first answer.
 */
export function exchangePartnerLink(linkToken: string): Promise<Tokens> {
  let exchange = linkExchanges.get(linkToken)
  if (!exchange) {
    exchange = api.post<Tokens>('/auth/throw-auth', { linkToken } satisfies ThrowAuthBody)
    linkExchanges.set(linkToken, exchange)
  }
  return exchange
}

export const endServerSession = (refreshToken: string) => api.post<null>('/auth/logout', { refreshToken })
