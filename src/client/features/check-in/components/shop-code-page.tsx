import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowsPointingOutIcon, XMarkIcon } from '@heroicons/react/24/outline'
import { checkInEndpoints } from '#contract/check-in/endpoints.ts'
import type { ShopCode } from '#contract/check-in/endpoint-schemas.ts'
import { shopCodeQrText, shopCodeRules } from '#contract/check-in/rules.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'
import { EmptyState } from '../../../ui/page.tsx'
import { Spinner } from '../../../ui/spinner.tsx'

type Screen = { code: string; qr: string; secondsLeft: number }

/** The TOTP and QR libraries load with this page only: no other screen needs them. */
const loadLibraries = () => Promise.all([import('otpauth'), import('qrcode')])
type Libraries = Awaited<ReturnType<typeof loadLibraries>>

/**
 * Makes the shop's code of the current minute and its QR, once a second, by the server's clock (the answer's
 * `serverTime` less the device's clock when it came): a shop device whose clock is off still shows the code the
 * server takes, also when its network drops later.
 */
function useShopScreen(shop: ShopCode | undefined, answeredAt: number): Screen | null {
  const [libraries, setLibraries] = useState<Libraries | null>(null)
  const [screen, setScreen] = useState<Screen | null>(null)
  useEffect(() => {
    void loadLibraries().then(setLibraries)
  }, [])
  useEffect(() => {
    if (!shop || !libraries) return
    const [{ Secret, TOTP }, QRCode] = libraries
    const totp = new TOTP({
      secret: Secret.fromBase32(shop.secret),
      algorithm: shopCodeRules.algorithm,
      digits: shopCodeRules.digits,
      period: shopCodeRules.periodSeconds,
    })
    const skew = Date.parse(shop.serverTime) - answeredAt
    let shown = ''
    let live = true
    const tick = () => {
      const now = Date.now() + skew
      const code = totp.generate({ timestamp: now })
      const secondsLeft = Math.ceil(totp.remaining({ timestamp: now }) / 1000)
      if (code === shown) {
        setScreen((current) => current && { ...current, secondsLeft })
        return
      }
      shown = code
      void QRCode.toDataURL(shopCodeQrText(shop.shopId, code), {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 720,
      }).then((qr) => {
        if (live && shown === code) setScreen({ code, qr, secondsLeft })
      })
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [shop, libraries, answeredAt])
  return screen
}

/**
 * Issue 25, the shop's screen: a full-screen QR that changes every minute, with its six digits under it for a
 * phone without a camera. Staff open it on the shop's device and leave it there.
 */
export function ShopCodePage({ shopId }: { shopId: number | null }) {
  const query = useQuery({
    ...endpointQuery(checkInEndpoints.shopCode, { params: { shopId: shopId ?? 0 } }),
    enabled: shopId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
  const screen = useShopScreen(query.data, query.dataUpdatedAt)
  if (shopId === null || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <EmptyState title="Магазин не найден">Проверьте ссылку или выберите магазин в справочнике.</EmptyState>
    )
  if (query.error) return <EmptyState title="Не удалось загрузить код">{query.error.message}</EmptyState>

  const digits = screen ? `${screen.code.slice(0, 3)} ${screen.code.slice(3)}` : ''
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
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          <XMarkIcon className="size-5" aria-hidden />
          Закрыть
        </Link>
      </div>
      <div className="flex min-h-full flex-col items-center justify-center gap-5 px-6 py-8">
        <header className="text-center">
          <h1 className="text-3xl font-semibold text-gray-900">{query.data?.name ?? ' '}</h1>
          <p className="mt-1 text-lg text-gray-600">{query.data?.address}</p>
        </header>
        {screen ? (
          <>
            <img
              src={screen.qr}
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
                Код сменится через <span className="font-medium text-gray-900">{screen.secondsLeft} с</span>
              </p>
              <div className="mx-auto mt-2 h-1.5 w-64 overflow-hidden rounded-full bg-gray-100" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary-600 transition-[width] duration-1000 ease-linear"
                  style={{ width: `${(screen.secondsLeft / shopCodeRules.periodSeconds) * 100}%` }}
                />
              </div>
            </div>
            <p className="max-w-xl text-center text-base text-gray-600">
              Исполнитель отмечает приход и уход в приложении: «Мои заказы» → «Смены» → «Я на месте», затем
              сканирует код или вводит цифры.
            </p>
          </>
        ) : (
          <Spinner className="size-10 text-primary-700" />
        )}
      </div>
    </div>
  )
}
