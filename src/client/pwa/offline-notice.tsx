import { useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { SignalSlashIcon } from '@heroicons/react/24/outline'
import { displayInstant } from '#contract/common/display-dates.ts'
import { useOnline } from './network-status.ts'
import { pageDataState } from './page-data-state.ts'

const offlineNoticeText = 'Нет сети — показаны сохранённые данные'
const failedNoticeText = 'Не удалось обновить — показаны сохранённые данные'

/**
 * Above the worker's pages: says when what is shown is the last saved data rather than the server's answer
 * now, and since when; or that this page has not been saved on the phone yet.
 */
export function OfflineNotice() {
  const queryCache = useQueryClient().getQueryCache()
  const online = useOnline()
  // A string snapshot: the store is read on every cache event, and React compares snapshots by value.
  const snapshot = useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    () => JSON.stringify(pageDataState(queryCache.getAll(), online)),
  )
  const state = JSON.parse(snapshot) as ReturnType<typeof pageDataState>
  if (state.kind === 'fresh') return null
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <SignalSlashIcon className="size-5 shrink-0" aria-hidden />
      {state.kind === 'saved' ? (
        <div>
          <p className="font-medium">{state.reason === 'offline' ? offlineNoticeText : failedNoticeText}</p>
          {state.savedAt !== null && <p>Сохранено {displayInstant(state.savedAt, { time: true })}</p>}
        </div>
      ) : (
        <div>
          <p className="font-medium">Нет сети</p>
          <p>Эта страница ещё не сохранялась на телефоне. Она загрузится, когда появится связь.</p>
        </div>
      )}
    </div>
  )
}
