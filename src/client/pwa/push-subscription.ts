/**
 * Ends this browser's push subscription: the push service then answers the server 410 and the server forgets
 * the device (decision 031). Signing out does it, so a shared phone does not show the last person's news.
 */
export async function endPushSubscription(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription()
  if (!subscription) return null
  await subscription.unsubscribe()
  return subscription.endpoint
}
