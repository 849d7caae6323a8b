import { useId } from 'react'
import type { WorkerOrder } from '#contract/orders/worker-views.ts'
import { Button } from '../../../ui/button.tsx'
import { Chip } from '../../../ui/chip.tsx'
import { useOnline } from '../../../pwa/network-status.ts'
import { NeedsNetworkHint } from '../../../pwa/needs-network.tsx'
import { myCurrentTabTitles } from '../../../shared/worker-orders/my-current-tabs.ts'
import { orderTitleId } from '../../../shared/worker-orders/order-card.tsx'
import { useWorkerAction } from '../../../shared/worker-orders/use-worker-action.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { takeReplacement } from '../api/replacement-calls.ts'

export const UrgentChip = () => <Chip tone="amber">Срочная замена</Chip>

/** A shift another worker released: the first to take it gets it, confirmed by this tap. */
export function TakeReplacement({ order }: { order: WorkerOrder }) {
  const online = useOnline()
  const hintId = useId()
  const take = useWorkerAction({
    mutationFn: () => takeReplacement(order.id),
    success: `Смена ваша. Она на вкладке «${myCurrentTabTitles.scheduled}»`,
    lists: [workerOrderKeys.available(), workerOrderKeys.mine('scheduled')],
  })
  return (
    <>
      <Button
        block
        disabled={!online}
        loading={take.isPending}
        aria-describedby={online ? orderTitleId(order.id) : `${orderTitleId(order.id)} ${hintId}`}
        onClick={() => void take.submit()}
      >
        Взять смену
      </Button>
      {!online && <NeedsNetworkHint id={hintId} />}
    </>
  )
}
