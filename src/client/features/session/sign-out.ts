import type { QueryClient } from '@tanstack/react-query'
import { forgetRenewals } from '../../lib/token-refresh.ts'
import { tokenStore } from '../../lib/tokens.ts'
import { deviceDataSettled } from '../../pwa/device-data.ts'
import { endPushSubscription } from '../../pwa/push-subscription.ts'
import { endServerSession } from './api/sign-in.ts'

/**
 * Ends the session on the server when it can, forgets the tokens, the cached answers, everything saved on
 * the device for offline use and its push subscription (a phone may be shared), and opens the sign-in page.
 */
export async function signOut(
  queryClient: QueryClient,
  goToLogin: () => Promise<void> | void,
): Promise<void> {
  const refreshToken = tokenStore.refresh()
  if (refreshToken) await endServerSession(refreshToken).catch(() => undefined)
  tokenStore.clear()
  await endPushSubscription().catch(() => null)
  await forgetRenewals()
  queryClient.clear()
  await deviceDataSettled()
  await goToLogin()
}
