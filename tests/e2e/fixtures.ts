import { test as base, expect, type Page } from '@playwright/test'
import type { Tokens } from '../../src/contract/auth/auth.ts'

export const accounts = {
  admin: { phone: '+79990000001', as: 'employee' },
  employee: { phone: '+79990000002', as: 'employee' },
  worker: { phone: '+79990000011', as: 'worker' },
  notConfirmedWorker: { phone: '+79990000012', as: 'worker' },
  blockedWorker: { phone: '+79990000013', as: 'worker' },
} as const
export type Account = keyof typeof accounts

export const phoneSize = { width: 375, height: 812 }
export const desktopSize = { width: 1280, height: 800 }

/** A session made by the tests-only route (`NODE_ENV=test`), put where the app keeps it; no SMS is spent. */
export async function signInAs(page: Page, account: Account): Promise<Tokens> {
  const response = await page.request.post('/dev/session', { data: accounts[account] })
  expect(response.ok()).toBe(true)
  const tokens = (await response.json()) as Tokens
  await page.goto('/login')
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

export const test = base
export { expect }
