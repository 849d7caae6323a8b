import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { useCurrentUser } from '../../shared/current-user.ts'
import { myReceiptsQueryOptions } from '../../features/receipts/api/my-receipts.ts'
import { paidShiftsQueryOptions } from '../../features/receipts/api/paid-shifts.ts'
import { ReceiptList } from '../../features/receipts/components/receipt-list.tsx'
import { ReceiptUploadForm } from '../../features/receipts/components/receipt-upload-form.tsx'
import { LoadFailed } from '../../shared/paged-list.tsx'
import { CardSkeletons } from '../../ui/card-skeletons.tsx'
import { workerAccess } from '../../features/worker-orders/worker-access.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/receipts')({
  staticData: pageData('receipts'),
  beforeLoad: guardFor('receipts'),
  component: ReceiptsPage,
})

function ReceiptsPage() {
  const user = useCurrentUser()
  return (
    <>
      <PageHeader title={routeMeta.receipts.title} />
      {workerAccess(user.roles) === 'notConfirmed' ? (
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
  const withoutReceipt =
    paid.data && receipts.data
      ? paid.data.filter((order) => !receipts.data.some((receipt) => receipt.orderId === order.id))
      : []
  const failed = receipts.error ?? paid.error

  return (
    <>
      <section
        aria-labelledby="receipt-upload-title"
        className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="receipt-upload-title" className="text-base font-semibold text-gray-900">
          Загрузить чек
        </h2>
        {paid.isPending || receipts.isPending ? (
          <p className="text-sm text-gray-600">Загружаем оплаченные заказы…</p>
        ) : failed ? (
          <LoadFailed error={failed} onRetry={() => void Promise.all([receipts.refetch(), paid.refetch()])} />
        ) : withoutReceipt.length ? (
          <>
            <p className="text-sm text-gray-600">
              После оплаты заказа сформируйте чек в приложении «Мой налог» и прикрепите его к заказу.
            </p>
            <ReceiptUploadForm orders={withoutReceipt} />
          </>
        ) : (
          <p className="text-sm text-gray-600">
            Все оплаченные заказы уже с чеками. Когда вы подтвердите следующий акт, заказ появится здесь.
          </p>
        )}
      </section>

      <section aria-labelledby="receipts-title" className="space-y-3">
        <h2 id="receipts-title" className="text-base font-semibold text-gray-900">
          Мои чеки
        </h2>
        {receipts.isPending ? (
          <CardSkeletons count={2} />
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
