import { createFileRoute } from '@tanstack/react-router'
import { dictionarySearch } from '#contract/dictionaries/dictionary-search.ts'
import { dictionaryEntities } from '#contract/dictionaries/entities.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { ShopScreenDialog } from '../../features/check-in/components/shop-screen-dialog.tsx'
import { DictionariesPage } from '../../features/dictionaries/components/dictionaries-page.tsx'
import { ShopTemplatesDialog } from '../../features/order-templates/components/shop-templates-dialog.tsx'
import { ShopPoolDialog } from '../../features/pool/components/shop-pool-dialog.tsx'

export const Route = createFileRoute('/_app/dictionaries')({
  staticData: pageData('dictionaries'),
  validateSearch: dictionarySearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('dictionaries'),
  // The table's code comes with the page rather than in the route tree every first screen downloads.
  loader: async ({ context, deps, cause }) => {
    const { dictionaryListQuery } = await import('../../features/dictionaries/api/dictionary-page.ts')
    await loadTable(context.queryClient, dictionaryListQuery(deps.tab ?? dictionaryEntities[0], deps), cause)
  },
  component: DictionaryRoute,
})

function DictionaryRoute() {
  return (
    <DictionariesPage
      title={routeMeta.dictionaries.title}
      search={Route.useSearch()}
      shopPeople={(shop, close) => <ShopPoolDialog shop={shop} onClose={close} />}
      shopScreen={(shop, close) => <ShopScreenDialog shop={shop} onClose={close} />}
      shopTemplates={(shop, close) => <ShopTemplatesDialog shop={shop} onClose={close} />}
    />
  )
}
