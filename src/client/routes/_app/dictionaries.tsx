import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { DictionariesPage } from '../../features/dictionaries/components/dictionaries-page.tsx'

export const Route = createFileRoute('/_app/dictionaries')({
  staticData: pageData('dictionaries'),
  beforeLoad: guardFor('dictionaries'),
  component: DictionaryRoute,
})

function DictionaryRoute() {
  return <DictionariesPage title={routeMeta.dictionaries.title} />
}
