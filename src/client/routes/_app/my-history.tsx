import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { shiftsQueryOptions } from '../../features/worker-orders/api/shifts.ts'
import { MonthEarnings } from '../../shared/my-earnings.tsx'
import { PagedList } from '../../shared/paged-list.tsx'
import { ShiftCard } from '../../features/worker-orders/components/shift-card.tsx'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/my-history')({
  staticData: pageData('myHistory'),
  beforeLoad: guardFor('myHistory'),
  component: MyHistoryPage,
})

function MyHistoryPage() {
  const query = useInfiniteQuery(shiftsQueryOptions)
  return (
    <>
      <PageHeader title={routeMeta.myHistory.title} />
      <MonthEarnings />
      <PagedList
        query={query}
        label="Завершённые подработки"
        skeletons={4}
        empty={
          <EmptyState title="Завершённых подработок пока нет">
            Здесь будут ваши выполненные смены с суммой и оценкой магазина.
          </EmptyState>
        }
        renderItem={(order) => <ShiftCard order={order} />}
      />
    </>
  )
}
