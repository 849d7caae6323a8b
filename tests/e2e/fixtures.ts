import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Tokens } from '../../src/contract/auth/auth.ts'
import { codeProofOf, type CodeChallenge } from '../../src/contract/auth/code-challenge.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'

export const accounts = {
  admin: { phone: '+79990000001', as: 'employee' },
  employee: { phone: '+79990000002', as: 'employee' },
  worker: { phone: '+79990000011', as: 'worker' },
  notConfirmedWorker: { phone: '+79990000012', as: 'worker' },
  blockedWorker: { phone: '+79990000013', as: 'worker' },
  /** Абдуллаев: the second confirmed worker of the demo. */
  secondWorker: { phone: '+79990000014', as: 'worker' },
  /** Ковалёв: the demo's restrictions of every kind and appeals in every state (decision 114). */
  restrictedWorker: { phone: '+79990000016', as: 'worker' },
} as const
export type Account = keyof typeof accounts

export const phoneSize = { width: 375, height: 812 }
export const desktopSize = { width: 1280, height: 800 }

/**
 * The one way the browser tests sign in: a session made by the tests-only route (`NODE_ENV=test`); no SMS is
 * spent. `baseUrl` is for a request context that has none (a second server).
 */
export async function sessionFor(
  request: APIRequestContext,
  account: Account,
  baseUrl = '',
): Promise<Tokens> {
  const response = await request.post(`${baseUrl}/dev/session`, { data: accounts[account] })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Tokens
}

/** The `Authorization` header of a fresh session, for calls the test makes itself. */
export async function authHeaders(request: APIRequestContext, account: Account) {
  const { accessToken } = await sessionFor(request, account)
  return { authorization: `Bearer ${accessToken}` }
}

/** A session put where the app keeps it, on the sign-in page (of the server at `baseUrl`, if given). */
export async function signInAs(page: Page, account: Account, baseUrl = ''): Promise<Tokens> {
  const tokens = await sessionFor(page.request, account, baseUrl)
  await page.goto(`${baseUrl}/login`)
  await page.evaluate((saved) => {
    localStorage.setItem('accessToken', saved.accessToken)
    localStorage.setItem('refreshToken', saved.refreshToken)
    localStorage.setItem('isRedirectedFromExternalApp', String(saved.isRedirectedFromExternalApp))
  }, tokens)
  return tokens
}

/** The latest code the development SMS adapter sent to the phone. */
export async function latestSmsCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)
  const entries = (await response.json()) as { code: string }[]
  expect(entries.length).toBeGreaterThan(0)
  return entries[0]!.code
}

/**
 * Asks a registration code as the registration page does (decision 069): once the browser's block has made its
 * free requests to new numbers today, with the challenge solved, here by Node.
 */
export async function requestRegistrationCode(request: APIRequestContext, phone: string): Promise<void> {
  const path = authEndpoints.requestRegistrationCode.path
  let response = await request.post(path, { data: { phone } })
  if (response.status() === 428) {
    const challenge = (await (
      await request.post(authEndpoints.codeChallenge.path, { data: { phone } })
    ).json()) as CodeChallenge
    const solution = await solveChallenge({ challenge, deriveKey })
    response = await request.post(path, { data: { phone, proof: codeProofOf(challenge, solution!) } })
  }
  expect(response.ok(), await response.text()).toBe(true)
}

export const test = base
export { expect }
