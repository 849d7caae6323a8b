import { useEffect, useState } from 'react'
import { registerSW } from 'virtual:pwa-register'
import { Button } from '../ui/button.tsx'

/** Registers the service worker; when a new version is waiting, offers to reload into it. */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null)
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => setUpdate(() => updateSW),
    })
  }, [])
  if (!update) return null
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-[65] flex justify-center p-4">
      <div className="flex w-full max-w-md items-center gap-3 rounded-lg bg-gray-900 px-4 py-3 text-sm text-white shadow-lg">
        <p className="flex-1">Доступна новая версия приложения</p>
        <Button variant="secondary" onClick={() => void update(true)}>
          Обновить
        </Button>
        <button
          type="button"
          className="rounded px-2 py-1 text-gray-300 hover:text-white"
          onClick={() => setUpdate(null)}
        >
          Позже
        </button>
      </div>
    </div>
  )
}
