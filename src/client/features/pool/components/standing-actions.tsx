import { useState } from 'react'
import { poolEndpoints as calls } from '#contract/pool/endpoints.ts'
import { poolMessages } from '#contract/pool/messages.ts'
import type { Block } from '#contract/pool/pool.ts'
import { Button } from '../../../ui/button.tsx'
import { useStandingChange } from '../api/pool-calls.ts'
import { BlockDialog } from './block-dialog.tsx'

/**
 * What staff may do about a worker at a shop: favourite or unfavourite, block or unblock, exclude from the
 * shop's auto-accept or take them back (decision 114). Only a confirmed worker can be a favourite; a blocked
 * one must be unblocked first.
 */
export function StandingActions(props: {
  shop: { id: number; name: string }
  worker: { id: number; fullName: string; confirmed: boolean }
  favourite: boolean
  block: Block | null
  excluded: boolean
}) {
  const [restricting, setRestricting] = useState<'block' | 'exclude' | null>(null)
  const body = { shopId: props.shop.id, selfEmployedId: props.worker.id }
  const favourite = useStandingChange(calls.favourite, 'Исполнитель добавлен в избранные магазина')
  const unfavourite = useStandingChange(calls.unfavourite, 'Исполнитель убран из избранных магазина')
  const unblock = useStandingChange(calls.unblock, 'Исполнитель разблокирован для магазина')
  const include = useStandingChange(calls.include, 'Исполнитель возвращён в автопринятие магазина')
  const run = (change: typeof favourite | typeof unfavourite | typeof unblock | typeof include) =>
    void change.submit({ body })
  const about = `${props.worker.fullName}, ${props.shop.name}`

  if (props.block)
    return (
      <Button
        variant="secondary"
        loading={unblock.isPending}
        aria-label={`Разблокировать: ${about}`}
        onClick={() => run(unblock)}
      >
        Разблокировать
      </Button>
    )
  return (
    <span className="inline-flex flex-wrap justify-end gap-2 sm:flex-nowrap">
      {props.favourite ? (
        <Button
          variant="secondary"
          loading={unfavourite.isPending}
          aria-label={`Убрать из избранных: ${about}`}
          onClick={() => run(unfavourite)}
        >
          Убрать из избранных
        </Button>
      ) : (
        <Button
          variant="secondary"
          loading={favourite.isPending}
          disabled={!props.worker.confirmed}
          title={props.worker.confirmed ? undefined : poolMessages.favouriteNotConfirmed}
          aria-label={`В избранные: ${about}`}
          onClick={() => run(favourite)}
        >
          В избранные
        </Button>
      )}
      {props.excluded ? (
        <Button
          variant="secondary"
          loading={include.isPending}
          aria-label={`Вернуть в автопринятие: ${about}`}
          onClick={() => run(include)}
        >
          Вернуть в автопринятие
        </Button>
      ) : (
        <Button
          variant="ghost"
          aria-label={`Исключить из автопринятия: ${about}`}
          onClick={() => setRestricting('exclude')}
        >
          Без автопринятия
        </Button>
      )}
      <Button variant="ghost" aria-label={`Заблокировать: ${about}`} onClick={() => setRestricting('block')}>
        Заблокировать
      </Button>
      {restricting && (
        <BlockDialog
          kind={restricting}
          shopId={props.shop.id}
          shopName={props.shop.name}
          workerId={props.worker.id}
          workerName={props.worker.fullName}
          onClose={() => setRestricting(null)}
        />
      )}
    </span>
  )
}
