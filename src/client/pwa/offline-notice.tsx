import { useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { SignalSlashIcon } from '@heroicons/react/24/outline'
import { displayInstant } from '#contract/common/display-dates.ts'
import { Button } from '../ui/button.tsx'
import { useOnline } from './network-status.ts'
import { pageDataState, type PageDataState } from './page-data-state.ts'

type Reason = Extract<PageDataState, { kind: 'saved' }>['reason']

const savedNoticeTexts: Record<Reason, string> = {
  offline: 'Нет сети — показаны сохранённые данные',
  unreachable: 'Сервер недоступен — показаны сохранённые данные',
  failed: 'Не удалось обновить — показаны сохранённые данные',
}

/**
 * Above the worker's pages: says when what is shown is the last saved data rather than the server's answer
 * now, why (no network, or the server not answering) and since when; or that this page has nothing saved on
 * the phone, with «Повторить», instead of placeholders that would wait for the network for ever.
 */
export function OfflineNotice() {
  const queryClient = useQueryClient()
  const queryCache = queryClient.getQueryCache()
  const online = useOnline()
  // A string snapshot: the store is read on every cache event, and React compares snapshots by value.
  const snapshot = useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    () => JSON.stringify(pageDataState(queryCache.getAll(), online)),
  )
  const state = JSON.parse(snapshot) as PageDataState
  if (state.kind === 'fresh') return null
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <SignalSlashIcon className="size-5 shrink-0" aria-hidden />
      {state.kind === 'saved' ? (
        <div>
          <p className="font-medium">{savedNoticeTexts[state.reason]}</p>
          {state.savedAt !== null && <p>Сохранено {displayInstant(state.savedAt, { time: true })}</p>}
        </div>
      ) : (
        <div className="space-y-2">
          <p className="font-medium">Нет сети</p>
          <p>Этот раздел ещё не сохранён на телефоне. Он загрузится, когда появится связь.</p>
          <Button variant="secondary" onClick={() => void queryClient.refetchQueries({ type: 'active' })}>
            Повторить
          </Button>
        </div>
      )}
    </div>
  )
}
