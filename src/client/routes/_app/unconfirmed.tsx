import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/unconfirmed')({
  staticData: pageData('unconfirmed'),
  beforeLoad: guardFor('unconfirmed'),
  component: UnconfirmedPage,
})

function UnconfirmedPage() {
  return (
    <>
      <PageHeader title={routeMeta.unconfirmed.title} />
      <EmptyState title="Пока пусто">Здесь будут исполнители, ожидающие проверки анкеты.</EmptyState>
    </>
  )
}
