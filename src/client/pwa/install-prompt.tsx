import { lazy, Suspense, useState } from 'react'
import { spendInstallOffer, useInstallOffer } from './install-events.ts'

// Most visits show no invitation: its card loads only when there is one to show.
const InstallPromptCard = lazy(() =>
  import('./install-prompt-card.tsx').then((module) => ({ default: module.InstallPromptCard })),
)

const dismissedKey = 'installPromptDismissedAt'
/** Put off once, the prompt comes back a month later rather than on every visit. */
const quietMs = 30 * 24 * 60 * 60_000

function recentlyDismissed(): boolean {
  const at = Number(localStorage.getItem(dismissedKey))
  return Number.isFinite(at) && at > 0 && Date.now() - at < quietMs
}

const runsInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/** iPhone and iPad Safari have no install offer: the app is added from the share menu. */
const isAppleMobile = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)

/**
 * The worker layout's invitation to put the app on the home screen: the browser's install offer where there
 * is one, the «На экран Домой» steps on iPhone; nothing once installed or put off.
 */
export function InstallPrompt() {
  const offer = useInstallOffer()
  const [hidden, setHidden] = useState(() => runsInstalled() || recentlyDismissed())
  if (hidden || (!offer && !isAppleMobile())) return null

  const dismiss = () => {
    localStorage.setItem(dismissedKey, String(Date.now()))
    setHidden(true)
  }
  const install = async () => {
    if (!offer) return
    spendInstallOffer()
    await offer.prompt()
    if ((await offer.userChoice).outcome === 'accepted') setHidden(true)
  }

  return (
    <Suspense fallback={null}>
      <InstallPromptCard offer={offer} install={install} dismiss={dismiss} />
    </Suspense>
  )
}
