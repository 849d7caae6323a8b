import { routeMeta } from '../../../app/route-meta.ts'
import { PageHeader } from '../../../ui/page.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { EmployeesTab } from './employees-tab.tsx'
import { JournalsTab } from './journals-tab.tsx'
import { SettingsTab } from './settings-tab.tsx'

/** Общие настройки (admin only): settings, employees and the audit journals. */
export function AdministrationPage() {
  return (
    <div className="space-y-4">
      <PageHeader title={routeMeta.administration.title} />
      <TabView
        label="Разделы общих настроек"
        tabs={[
          { key: 'settings', title: 'Настройки', content: <SettingsTab /> },
          { key: 'employees', title: 'Сотрудники', content: <EmployeesTab /> },
          { key: 'journals', title: 'Журналы', content: <JournalsTab /> },
        ]}
      />
    </div>
  )
}
