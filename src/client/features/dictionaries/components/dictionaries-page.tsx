import { PageHeader } from '../../../ui/page.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { CitiesTab } from './cities-tab.tsx'
import { CitizenshipsTab } from './citizenships-tab.tsx'
import { FundsTab } from './funds-tab.tsx'
import { ServicesTab } from './services-tab.tsx'
import { ShopsTab } from './shops-tab.tsx'

/** Справочники: one tab per dictionary; only the open tab's table is loaded. */
export function DictionariesPage({ title }: { title: string }) {
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <TabView
        label="Справочники"
        tabs={[
          { key: 'services', title: 'Услуги', content: <ServicesTab /> },
          { key: 'shops', title: 'Магазины', content: <ShopsTab /> },
          { key: 'cities', title: 'Города', content: <CitiesTab /> },
          { key: 'funds', title: 'Фонды', content: <FundsTab /> },
          { key: 'citizenships', title: 'Гражданства', content: <CitizenshipsTab /> },
        ]}
      />
    </div>
  )
}
