import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/accounts')({
  staticData: pageData('accounts'),
  beforeLoad: guardFor('accounts'),
  component: AccountsPage,
})

function AccountsPage() {
  return (
    <>
      <PageHeader title={routeMeta.accounts.title} />
      <EmptyState title="Пока пусто">Здесь будут выплаты по завершённым заказам.</EmptyState>
    </>
  )
}
