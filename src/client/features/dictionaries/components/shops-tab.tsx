import { Link } from '@tanstack/react-router'
import { QrCodeIcon } from '@heroicons/react/24/outline'
import type { Shop } from '#contract/dictionaries/shop.ts'
import { dataColumnHelper } from '../../../ui/data-table.tsx'
import { coordinatesText } from '../format.ts'
import { DictionaryTab } from './dictionary-tab.tsx'
import { ShopDialog } from './shop-dialog.tsx'

const column = dataColumnHelper<Shop>()
const columns = [
  column.accessor('name', {
    header: 'Магазин',
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-gray-900">{row.original.name}</span>
        <span className="block text-gray-500">{row.original.address}</span>
        <Link
          to="/shop-code/$shopId"
          params={{ shopId: String(row.original.id) }}
          target="_blank"
          className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900"
        >
          <QrCodeIcon className="size-4" aria-hidden />
          Код для отметок
          <span className="sr-only">(откроется в новой вкладке)</span>
        </Link>
      </>
    ),
  }),
  column.accessor((shop) => shop.city.name, { id: 'city', header: 'Город', meta: { fit: true } }),
  column.accessor('latitude', {
    header: 'Координаты',
    meta: { fit: true },
    cell: ({ row }) => coordinatesText(row.original.latitude, row.original.longitude),
  }),
  column.accessor('services', {
    header: 'Услуги',
    cell: (info) =>
      info.getValue().length ? (
        info
          .getValue()
          .map((service) => service.fullName)
          .join(', ')
      ) : (
        <span className="text-gray-500">нет</span>
      ),
  }),
]

export function ShopsTab() {
  return (
    <DictionaryTab
      entity="shop"
      label="Магазины"
      addLabel="Добавить магазин"
      searchHint="Название, адрес или город"
      empty="В справочнике нет магазинов"
      columns={columns}
      nameOf={(shop) => shop.name}
      dialog={(shop, close) => <ShopDialog shop={shop} onClose={close} />}
    />
  )
}
