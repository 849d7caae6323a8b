import type { Tokens } from '../../src/contract/auth/auth.ts'
import type { TestApp } from './app.ts'
import { post } from './app.ts'

export const demoPhones = {
  admin: '+79990000001',
  employee: '+79990000002',
  worker: '+79990000011',
  notConfirmedWorker: '+79990000012',
  blockedWorker: '+79990000013',
  secondWorker: '+79990000014',
} as const

export type DemoAccount = keyof typeof demoPhones

const routes = {
  employee: { request: '/auth/employee/login2', signIn: '/auth/employee/login2/sms-code' },
  worker: { request: '/auth/self-employed/login', signIn: '/auth/self-employed/login/sms-code' },
}

export function latestCode(test: TestApp, phone: string): string {
  const entry = test.sms.latest(phone)[0]
  if (!entry) throw new Error(`no SMS was sent to ${phone}`)
  return entry.code
}

/** Signs in through the real SMS flow; moves the clock past the resend delay first. */
export async function signIn(test: TestApp, account: DemoAccount): Promise<Tokens> {
  const phone = demoPhones[account]
  const kind = account === 'admin' || account === 'employee' ? 'employee' : 'worker'
  test.clock.advance(31_000)
  const requested = await post(test.app, routes[kind].request, { phone })
  if (requested.status !== 200) throw new Error(`code request failed: ${JSON.stringify(requested.body)}`)
  const signedIn = await post(test.app, routes[kind].signIn, { phone, code: latestCode(test, phone) })
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`)
  return signedIn.body as unknown as Tokens
}
