import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { RatingValue } from '../../../ui/rating.tsx'
import { Dialog, DialogBody } from '../../../ui/dialog.tsx'
import { EmptyState } from '../../../ui/page.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { shopWorkersQuery } from '../api/pool-calls.ts'
import { AutoAcceptForm } from './auto-accept-form.tsx'
import { FillPolicyForm } from './fill-policy-form.tsx'
import { ShopRatingsList } from './shop-ratings-list.tsx'
import { StandingActions } from './standing-actions.tsx'
import { StandingChip } from './standing-chip.tsx'

/** A shop's people: its favourites, blocked workers and workers who did shifts there; its rule; its marks. */
export function ShopPoolDialog(props: { shop: { id: number; name: string }; onClose: () => void }) {
  return (
    <Dialog open onClose={props.onClose} title={`${props.shop.name}: исполнители`} width={900}>
      <DialogBody>
        <TabView
          label="Исполнители магазина"
          tabs={[
            { key: 'workers', title: 'Исполнители', content: <ShopWorkers shop={props.shop} /> },
            { key: 'rule', title: 'Автоприём откликов', content: <AutoAcceptForm shopId={props.shop.id} /> },
            { key: 'fill', title: 'Замены', content: <FillPolicyForm shopId={props.shop.id} /> },
            { key: 'ratings', title: 'Оценки магазина', content: <ShopRatingsList shopId={props.shop.id} /> },
          ]}
        />
      </DialogBody>
    </Dialog>
  )
}

function ShopWorkers({ shop }: { shop: { id: number; name: string } }) {
  const workers = useQuery(shopWorkersQuery(shop.id))
  if (!workers.data)
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-primary-700" label="Загрузка исполнителей" />
      </div>
    )
  if (workers.data.length === 0)
    return (
      <EmptyState title="Пока никого">
        Добавить исполнителя в избранные или заблокировать можно в его профиле, в разделе «Магазины».
      </EmptyState>
    )
  return (
    <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
      {workers.data.map((worker) => (
        <li
          key={worker.selfEmployedId}
          className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm"
        >
          <div className="min-w-0 space-y-1">
            <Link
              to="/self-employed-profile/$id"
              params={{ id: String(worker.selfEmployedId) }}
              className="font-medium text-primary-800 hover:underline"
            >
              {worker.fullName}
            </Link>
            <p className="flex flex-wrap items-center gap-x-3 text-gray-600">
              <span>Смен здесь: {worker.shiftsDone}</span>
              <RatingValue value={worker.averageMark} />
            </p>
            <StandingChip
              favourite={worker.favourite}
              block={worker.block}
              excluded={worker.excludedFromAutoAccept}
              dash={false}
            />
          </div>
          <StandingActions
            shop={shop}
            worker={{
              id: worker.selfEmployedId,
              fullName: worker.fullName,
              confirmed: worker.state === 'SELF_EMPLOYED',
            }}
            favourite={worker.favourite}
            block={worker.block}
            excluded={worker.excludedFromAutoAccept}
          />
        </li>
      ))}
    </ul>
  )
}
