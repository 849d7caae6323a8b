import { useState } from 'react'
import { ArrowPathIcon } from '@heroicons/react/24/outline'
import { reloadIntoNewVersion, useUpdateReady } from './service-worker.ts'

/** «Доступна новая версия»: stays until the person reloads into it or puts it off. */
export function UpdateSnackbar() {
  const ready = useUpdateReady()
  const [postponed, setPostponed] = useState(false)
  if (!ready || postponed) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[65] flex justify-center p-4 sm:justify-end">
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-lg bg-gray-800 px-4 py-3 text-sm text-white shadow-lg"
      >
        <ArrowPathIcon className="size-5 shrink-0" aria-hidden />
        <p className="flex-1">Доступна новая версия</p>
        <button
          type="button"
          onClick={reloadIntoNewVersion}
          className="min-h-11 rounded-lg bg-white px-3 font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Обновить
        </button>
        <button
          type="button"
          onClick={() => setPostponed(true)}
          className="min-h-11 rounded-lg px-2 text-gray-200 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          Позже
        </button>
      </div>
    </div>
  )
}
