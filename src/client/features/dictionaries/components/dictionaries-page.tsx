import { useNavigate } from '@tanstack/react-router'
import type { DictionarySearch } from '#contract/dictionaries/dictionary-search.ts'
import { dictionaryEntities } from '#contract/dictionaries/entities.ts'
import { PageHeader } from '../../../ui/page.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { CitiesTab } from './cities-tab.tsx'
import { CitizenshipsTab } from './citizenships-tab.tsx'
import { FundsTab } from './funds-tab.tsx'
import { ServicesTab } from './services-tab.tsx'
import { ShopsTab, type ShopPeople, type ShopScreen, type ShopTemplates } from './shops-tab.tsx'

/** Справочники: one tab per dictionary, the open one in the address; only the open tab's table is loaded. */
export function DictionariesPage({
  title,
  search,
  shopPeople,
  shopScreen,
  shopTemplates,
}: {
  title: string
  search: DictionarySearch
  /** The shop's people, from another feature: the route composes it in. */
  shopPeople?: ShopPeople
  /** The shop's screen for check-ins, from the check-in feature. */
  shopScreen?: ShopScreen
  /** The shop's shift templates, from the order templates feature. */
  shopTemplates?: ShopTemplates
}) {
  const navigate = useNavigate()
  const [firstTab] = dictionaryEntities
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <TabView
        label="Справочники"
        selected={search.tab ?? firstTab}
        onSelect={(key) => {
          const tab = dictionaryEntities.find((one) => one === key && one !== firstTab)
          void navigate({ to: '.', search: tab ? { tab } : {} })
        }}
        tabs={[
          { key: 'service', title: 'Услуги', content: <ServicesTab /> },
          {
            key: 'shop',
            title: 'Магазины',
            content: <ShopsTab people={shopPeople} screen={shopScreen} templates={shopTemplates} />,
          },
          { key: 'city', title: 'Города', content: <CitiesTab /> },
          { key: 'fund', title: 'Фонды', content: <FundsTab /> },
          { key: 'citizenship', title: 'Гражданства', content: <CitizenshipsTab /> },
        ]}
      />
    </div>
  )
}
