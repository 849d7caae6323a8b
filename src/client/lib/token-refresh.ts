import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { authEndpoints } from '#contract/auth/endpoints.ts'
import type { Tokens } from '#contract/auth/auth.ts'
import { ApiError } from './api-error.ts'
import { timedFetch } from './timed-fetch.ts'
import { tokenStore } from './tokens.ts'

/** The pair the last renewal got, and the refresh token it spent. */
type Renewal = { spent: string; tokens: Tokens }

let store: UseStore | null = null
const renewals = () => (store ??= createStore('smeny-session', 'renewals'))
const lastRenewalKey = 'last'

async function lastRenewal(): Promise<Renewal | null> {
  try {
    return ((await get(lastRenewalKey, renewals())) as Renewal | undefined) ?? null
  } catch {
    return null
  }
}

async function keepRenewal(renewal: Renewal): Promise<void> {
  try {
    await set(lastRenewalKey, renewal, renewals())
  } catch {
    // Without IndexedDB another tab may spend the same refresh token; the server's grace window covers that.
  }
}

/**
 * Tabs renew one at a time under a Web Lock. The tab that renews keeps the new pair in IndexedDB before it lets
 * the next tab in; a tab that waited takes the pair from there rather than from localStorage, because Chromium
 * gives each tab's process its own copy of localStorage and another tab's write reaches it a moment later. Where
 * the browser has no Web Locks (an old one, or a page not served over HTTPS) the tab renews at once: the
 * server's grace window for a just-spent refresh token keeps both tabs signed in.
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? locks.request('smeny-token-refresh', task) : task()
}

async function renew(refusedAccessToken: string | null): Promise<boolean> {
  const current = tokenStore.access()
  if (current && current !== refusedAccessToken) return true
  const refreshToken = tokenStore.refresh()
  if (!refreshToken) return false
  const renewed = await lastRenewal()
  if (renewed?.spent === refreshToken) {
    tokenStore.save(renewed.tokens)
    return true
  }
  const init = {
    method: authEndpoints.renewTokens.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  }
  return timedFetch(authEndpoints.renewTokens.path, init, async (response) => {
    if (response.ok) {
      const tokens = (await response.json()) as Tokens
      await keepRenewal({ spent: refreshToken, tokens })
      tokenStore.save(tokens)
      return true
    }
    if (response.status === 400 || response.status === 401) return false
    throw await ApiError.from(response)
  })
}

/** On sign-out: the last renewed pair belongs to the session that ended and stays on no shared phone. */
export async function forgetRenewals(): Promise<void> {
  try {
    await del(lastRenewalKey, renewals())
  } catch {
    // Without IndexedDB nothing was kept.
  }
}

let renewing: Promise<boolean> | null = null

/** One refresh for all the calls and all the tabs that got 401 at once; false when the session is over. */
export function renewTokens(refusedAccessToken: string | null): Promise<boolean> {
  renewing ??= oneTabAtATime(() => renew(refusedAccessToken)).finally(() => {
    renewing = null
  })
  return renewing
}
