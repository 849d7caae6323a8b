import type { ServiceRow } from '#contract/dictionaries/service.ts'
import { dataColumnHelper } from '../../../ui/data-table.tsx'
import { formatTariff } from '../format.ts'
import { DictionaryTab } from './dictionary-tab.tsx'
import { ServiceDialog } from './service-dialog.tsx'

const column = dataColumnHelper<ServiceRow>()
const columns = [
  column.accessor('fullName', {
    header: 'Наименование',
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-gray-900">{row.original.fullName}</span>
        {row.original.group && <span className="block text-gray-500">{row.original.group}</span>}
      </>
    ),
  }),
  column.accessor('planTariffValue', {
    header: 'Тариф',
    meta: { fit: true },
    cell: ({ row }) => formatTariff(row.original.planTariffValue, row.original.planTariffPeriod),
  }),
  column.accessor('zupId', { header: 'ID ЗУП', meta: { fit: true }, cell: (info) => info.getValue() ?? '—' }),
  column.accessor('contractOffer', {
    header: 'Договор-оферта',
    cell: (info) => info.getValue()?.fileName ?? <span className="text-gray-500">нет</span>,
  }),
]

export function ServicesTab() {
  return (
    <DictionaryTab
      entity="service"
      label="Услуги"
      addLabel="Добавить услугу"
      searchHint="Наименование, группа или ID ЗУП"
      empty="В справочнике нет услуг"
      columns={columns}
      nameOf={(service) => service.fullName}
      dialog={(service, close) => <ServiceDialog service={service} onClose={close} />}
    />
  )
}
