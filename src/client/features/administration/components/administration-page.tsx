import { useNavigate } from '@tanstack/react-router'
import { administrationTabs, type AdministrationSearch } from '#contract/staff/administration-search.ts'
import { PageHeader } from '../../../ui/page.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { EmployeesTab } from './employees-tab.tsx'
import { JournalsTab } from './journals-tab.tsx'
import { RulesTab } from './rules-tab.tsx'
import { SettingsTab } from './settings-tab.tsx'
import { IntegrationsTab } from './integrations-tab.tsx'
import { FormerEmployeesTab } from './former-employees-tab.tsx'

/** Общие настройки (admin only): settings, employees and the audit journals; the open tab is in the address. */
export function AdministrationPage({ title, search }: { title: string; search: AdministrationSearch }) {
  const navigate = useNavigate()
  const [firstTab] = administrationTabs
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <TabView
        label="Разделы общих настроек"
        selected={search.tab ?? firstTab}
        onSelect={(key) => {
          const tab = administrationTabs.find((one) => one === key && one !== firstTab)
          void navigate({ to: '.', search: tab ? { tab } : {} })
        }}
        tabs={[
          { key: 'settings', title: 'Настройки', content: <SettingsTab /> },
          { key: 'employees', title: 'Сотрудники', content: <EmployeesTab search={search} /> },
          { key: 'journals', title: 'Журналы', content: <JournalsTab search={search} /> },
          { key: 'integrations', title: 'Интеграции', content: <IntegrationsTab /> },
          { key: 'rules', title: 'Правила платформы', content: <RulesTab /> },
          { key: 'former-employees', title: 'Бывшие работники', content: <FormerEmployeesTab /> },
        ]}
      />
    </div>
  )
}
