import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '../../../shared/paged-list.tsx'
import { CardSkeletons } from '../../../ui/card-skeletons.tsx'
import { EmptyState, PageHeader } from '../../../ui/page.tsx'
import { myReceiptsQueryOptions } from '../api/my-receipts.ts'
import { paidShiftsQueryOptions } from '../api/paid-shifts.ts'
import { receiptsNeededQueryOptions } from '../api/receipts-needed.ts'
import { AddReceipt } from './add-receipt.tsx'
import { ReceiptDeadline } from './receipt-deadline.tsx'
import { ReceiptList } from './receipt-list.tsx'

/** The worker's Чеки: the paid orders that still need a receipt, and the receipts sent. */
export function ReceiptsPage(props: { title: string; notConfirmed: boolean }) {
  return (
    <>
      <PageHeader title={props.title} />
      {props.notConfirmed ? (
        <EmptyState title="Чеков пока нет">
          Чек из «Мой налог» загружается здесь после оплаты выполненного заказа.
        </EmptyState>
      ) : (
        <Receipts />
      )}
    </>
  )
}

function Receipts() {
  const receipts = useQuery(myReceiptsQueryOptions)
  const paid = useQuery(paidShiftsQueryOptions)
  const needed = useQuery(receiptsNeededQueryOptions)
  // The server says which paid orders still need a receipt (none yet, or one refused) and by when.
  const toReceipt =
    paid.data && needed.data
      ? needed.data.flatMap((item) => {
          const order = paid.data.find((candidate) => candidate.id === item.orderId)
          return order ? [{ order, needed: item }] : []
        })
      : []
  const failed = receipts.error ?? paid.error ?? needed.error

  return (
    <>
      {needed.data?.[0] && <ReceiptDeadline nearest={needed.data[0]} count={needed.data.length} />}
      <section
        aria-labelledby="receipt-add-title"
        className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="receipt-add-title" className="text-base font-semibold text-gray-900">
          Добавить чек
        </h2>
        {paid.isPending || receipts.isPending || needed.isPending ? (
          <p className="text-sm text-gray-600">
            {paid.fetchStatus === 'paused'
              ? 'Загрузятся, когда появится связь.'
              : 'Загружаем оплаченные заказы…'}
          </p>
        ) : failed ? (
          <LoadFailed
            error={failed}
            onRetry={() => void Promise.all([receipts.refetch(), paid.refetch(), needed.refetch()])}
          />
        ) : toReceipt.length ? (
          <>
            <p className="text-sm text-gray-600">
              Выплата зачислена — сформируйте чек в приложении «Мой налог» на компанию и добавьте его к
              заказу.
            </p>
            <AddReceipt orders={toReceipt} />
          </>
        ) : (
          <p className="text-sm text-gray-600">
            Чеков сейчас не нужно. Заказ появится здесь, когда выплата по нему будет зачислена на карту.
          </p>
        )}
      </section>

      <section aria-labelledby="receipts-title" className="space-y-3">
        <h2 id="receipts-title" className="text-base font-semibold text-gray-900">
          Мои чеки
        </h2>
        {receipts.isPending ? (
          receipts.fetchStatus !== 'paused' && <CardSkeletons count={2} />
        ) : receipts.data?.length ? (
          <ReceiptList receipts={receipts.data} />
        ) : (
          !receipts.isError && (
            <EmptyState title="Чеков пока нет">
              Загруженные чеки будут здесь — их можно открыть в любой момент.
            </EmptyState>
          )
        )}
      </section>
    </>
  )
}
