import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ArrowsPointingOutIcon } from '@heroicons/react/24/outline'
import { checkInEndpoints } from '#contract/check-in/endpoints.ts'
import type { ShopScreenCodes } from '#contract/check-in/endpoint-schemas.ts'
import { shopCodeQrText, shopCodeRules } from '#contract/check-in/rules.ts'
import { call } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { EmptyState } from '../../../ui/page.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { myCurrentTabTitles } from '../../../shared/worker-orders/my-current-tabs.ts'

type Screen = { code: string; qr: string; secondsLeft: number }

const periodMs = shopCodeRules.periodSeconds * 1000
const storageKey = (shopId: number) => `shop-screen:${shopId}`

/**
 * The screen's token: it comes once in the link's fragment (never sent to a server, never in a log) and the device
 * keeps it, so the page reopens after a restart. The fragment is dropped from the address at once.
 */
function keptScreenToken(shopId: number): string | null {
  const fromLink = window.location.hash.slice(1)
  if (fromLink) {
    localStorage.setItem(storageKey(shopId), fromLink)
    history.replaceState(history.state, '', window.location.pathname)
  }
  return localStorage.getItem(storageKey(shopId))
}

/** The QR library loads with this page only: no other screen needs it. */
const loadQr = () => import('qrcode')
type Qr = Awaited<ReturnType<typeof loadQr>>

/**
 * Shows the code of the current minute and its QR, once a second, by the server's clock (the answer's `serverTime`
 * less the device's clock when it came), from the codes the server gave for the next minutes: a shop device whose
 * clock is off still shows the code the server takes, also for a quarter-hour after its network drops. Null when
 * the codes it has ran out.
 */
function useShopScreen(codes: ShopScreenCodes | undefined, answeredAt: number): Screen | null | 'ran out' {
  const [qrLibrary, setQrLibrary] = useState<Qr | null>(null)
  const [screen, setScreen] = useState<Screen | null | 'ran out'>(null)
  useEffect(() => {
    void loadQr().then(setQrLibrary)
  }, [])
  useEffect(() => {
    if (!codes || !qrLibrary) return
    const skew = Date.parse(codes.serverTime) - answeredAt
    let shown = ''
    let live = true
    const tick = () => {
      const now = Date.now() + skew
      const current = codes.codes.find(
        (one) => Date.parse(one.from) <= now && now < Date.parse(one.from) + periodMs,
      )
      if (!current) {
        shown = ''
        setScreen('ran out')
        return
      }
      const secondsLeft = Math.ceil((Date.parse(current.from) + periodMs - now) / 1000)
      if (current.code === shown) {
        setScreen((screen) => (screen && screen !== 'ran out' ? { ...screen, secondsLeft } : screen))
        return
      }
      shown = current.code
      void qrLibrary
        .toDataURL(shopCodeQrText(codes.shopId, current.code), {
          errorCorrectionLevel: 'M',
          margin: 1,
          width: 720,
        })
        .then((qr) => {
          if (live && shown === current.code) setScreen({ code: current.code, qr, secondsLeft })
        })
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [codes, qrLibrary, answeredAt])
  return screen
}

/**
 * Issue 25, the shop's screen: a full-screen QR that changes every minute, with its six digits under it for a
 * phone without a camera. The shop's device opens it by the link staff make (decision 066), signed in as nobody.
 */
export function ShopCodePage({ shopId }: { shopId: number | null }) {
  const [token] = useState(() => (shopId === null ? null : keptScreenToken(shopId)))
  const query = useQuery({
    queryKey: ['shop-screen', shopId, token],
    queryFn: () => call(checkInEndpoints.screenCodes, { body: { token: token ?? '' } }),
    enabled: token !== null,
    // A new batch of codes every minute; the last one stays on screen while the network is down.
    refetchInterval: periodMs,
    refetchIntervalInBackground: true,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3,
  })
  const screen = useShopScreen(query.data, query.dataUpdatedAt)
  const { error } = query
  // A token replaced, rotated or malformed: the screen says so instead of retrying (a network failure is 0 or 5xx).
  const refusal =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null
  if (shopId === null || token === null || refusal || (query.data && query.data.shopId !== shopId))
    return (
      <EmptyState title="Экран магазина не подключён">
        {refusal ? `${refusal}. ` : ''}Откройте на этом устройстве ссылку для экрана: её создаёт сотрудник в
        справочнике магазинов, «Код для отметок».
      </EmptyState>
    )

  const shown = screen === 'ran out' ? null : screen
  const digits = shown ? `${shown.code.slice(0, 3)} ${shown.code.slice(3)}` : ''
  return (
    <div className="fixed inset-0 z-30 overflow-auto bg-white">
      <div className="absolute right-4 top-4 flex gap-2">
        <button
          type="button"
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          <ArrowsPointingOutIcon className="size-5" aria-hidden />
          Во весь экран
        </button>
      </div>
      <div className="flex min-h-full flex-col items-center justify-center gap-5 px-6 py-8">
        <header className="text-center">
          <h1 className="text-3xl font-semibold text-gray-900">{query.data?.name ?? ' '}</h1>
          <p className="mt-1 text-lg text-gray-600">{query.data?.address}</p>
        </header>
        {screen === 'ran out' ? (
          <p className="max-w-xl text-center text-lg text-gray-700" role="status">
            Нет связи с сервером: код появится, как только вернётся сеть.
          </p>
        ) : shown ? (
          <>
            <img
              src={shown.qr}
              alt="QR-код для отметки на смене"
              className="aspect-square w-[min(50vh,80vw)] rounded-xl ring-1 ring-gray-200"
            />
            <div className="text-center">
              <p
                className="font-mono text-6xl font-semibold tracking-widest text-gray-900"
                aria-live="polite"
              >
                {digits}
              </p>
              <p className="mt-2 text-lg text-gray-600">
                Код сменится через <span className="font-medium text-gray-900">{shown.secondsLeft} с</span>
              </p>
              <div className="mx-auto mt-2 h-1.5 w-64 overflow-hidden rounded-full bg-gray-100" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary-600 transition-[width] duration-1000 ease-linear"
                  style={{ width: `${(shown.secondsLeft / shopCodeRules.periodSeconds) * 100}%` }}
                />
              </div>
            </div>
            <p className="max-w-xl text-center text-base text-gray-600">
              Исполнитель отмечает приход и уход в приложении: «Мои текущие заказы» → «
              {myCurrentTabTitles.scheduled}» → «Я на месте», затем сканирует код или вводит цифры.
            </p>
          </>
        ) : (
          <Spinner className="size-10 text-primary-700" />
        )}
      </div>
    </div>
  )
}
