import type { QueryClient } from '@tanstack/react-query'
import { forgetRenewals } from '../../lib/token-refresh.ts'
import { tokenStore } from '../../lib/tokens.ts'
import { deviceDataSettled } from '../../pwa/device-data.ts'
import { endServerSession } from './api/sign-in.ts'

/**
 * Ends the session on the server when it can, forgets the tokens, the cached answers and everything saved on
 * the device for offline use (a phone may be shared), and opens the sign-in page.
 */
export async function signOut(
  queryClient: QueryClient,
  goToLogin: () => Promise<void> | void,
): Promise<void> {
  const refreshToken = tokenStore.refresh()
  if (refreshToken) await endServerSession(refreshToken).catch(() => undefined)
  tokenStore.clear()
  await forgetRenewals()
  queryClient.clear()
  await deviceDataSettled()
  await goToLogin()
}
