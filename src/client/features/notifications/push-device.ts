import { pushEndpoints } from '#contract/notifications/endpoints.ts'
import type { PushSubscriptionBody } from '#contract/notifications/push.ts'
import { call } from '../../lib/api-client.ts'
import { endPushSubscription } from '../../pwa/push-subscription.ts'

/**
 * This device's part of notifications: `install-first` on an iPhone outside the home-screen app (Safari
 * gives push only to installed apps), `unsupported` without push at all, `denied` when the browser's
 * permission was refused, else `off` or `on` by this browser's subscription.
 */
export type DeviceState = 'install-first' | 'unsupported' | 'denied' | 'off' | 'on'

const isAppleMobile = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
const runsInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

const registration = () => navigator.serviceWorker.getRegistration()

export async function deviceState(): Promise<DeviceState> {
  if (isAppleMobile() && !runsInstalled()) return 'install-first'
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await (await registration())?.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

export class PushNotAllowed extends Error {}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index])

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON()
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
}

/**
 * «Включить»: asks the browser's permission (only now, never on load), subscribes this browser with the
 * server's key and gives the subscription to the server. A subscription made for another key (the server's
 * keys changed) is replaced.
 */
export async function enablePush(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushNotAllowed()
  const worker = await navigator.serviceWorker.ready
  const key = keyBytes((await call(pushEndpoints.publicKey)).publicKey)
  let subscription = await worker.pushManager.getSubscription()
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  await call(pushEndpoints.subscribe, { body: bodyOf(subscription) })
}

/** «Выключить»: the browser ends its subscription, and the server forgets the device at once. */
export async function disablePush(): Promise<void> {
  const endpoint = await endPushSubscription()
  if (endpoint) await call(pushEndpoints.unsubscribe, { body: { endpoint } })
}
