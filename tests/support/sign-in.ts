import type { Tokens } from '../../src/contract/auth/auth.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { callApi } from './api.ts'
import type { TestApp } from './app.ts'

export const demoPhones = {
  admin: '+79990000001',
  employee: '+79990000002',
  worker: '+79990000011',
  notConfirmedWorker: '+79990000012',
  blockedWorker: '+79990000013',
  secondWorker: '+79990000014',
} as const

export type DemoAccount = keyof typeof demoPhones

const calls = {
  employee: { request: authEndpoints.requestEmployeeCode, signIn: authEndpoints.signInEmployee },
  worker: { request: authEndpoints.requestWorkerCode, signIn: authEndpoints.signInWorker },
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
  const requested = await callApi(test.app, calls[kind].request, { body: { phone } })
  if (requested.status !== 200) throw new Error(`code request failed: ${JSON.stringify(requested.body)}`)
  const signedIn = await callApi(test.app, calls[kind].signIn, {
    body: { phone, code: latestCode(test, phone) },
  })
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`)
  return signedIn.body
}

/**
 * The environment of tests of other limits, which ask many codes to new numbers from one client block: the
 * registration challenge (decision 069) would stop them after its free requests.
 */
export const manyCodesFromOneBlock = { CODE_REQUESTS_FREE_PER_DAY: '1000000' }
