import { useEffect, useState } from 'react'
import { Button } from '../ui/button.tsx'
import { Spinner } from '../ui/spinner.tsx'

/** Spec section 9: a lazily loaded part gives up after 120 s. */
const lazyPartTimeoutMs = 120_000

/** Shown while a page's code or data loads; after the time-out it stops waiting and offers a reload. */
export function RoutePending() {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), lazyPartTimeoutMs)
    return () => clearTimeout(timer)
  }, [])
  if (!timedOut) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8 border-4 text-primary-700" label="Загрузка раздела" />
      </div>
    )
  }
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-4 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200"
    >
      <h1 className="text-lg font-semibold text-gray-900">Раздел загружается слишком долго</h1>
      <p className="text-sm text-gray-600">Похоже, связь слабая. Попробуйте ещё раз.</p>
      <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
    </div>
  )
}
