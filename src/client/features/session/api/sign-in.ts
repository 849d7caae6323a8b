import type { SmsCodeSent, Tokens } from '#contract/auth/auth.ts'
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

export const exchangeRefreshToken = (refreshToken: string) =>
  api.post<Tokens>('/auth/generate-access-token', { refreshToken })

export const endServerSession = (refreshToken: string) => api.post<null>('/auth/logout', { refreshToken })
