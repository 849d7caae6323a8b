import { useState, type ReactNode } from 'react'
import type { Shop } from '#contract/dictionaries/shop.ts'
import { Button } from '../../../ui/button.tsx'
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

/** What the route puts behind a shop's «Исполнители» button: another feature's view of the shop's people. */
export type ShopPeople = (shop: Shop, close: () => void) => ReactNode

export function ShopsTab({ people }: { people?: ShopPeople | undefined }) {
  const [opened, setOpened] = useState<Shop | null>(null)
  const peopleColumn = column.display({
    id: 'people',
    header: () => <span className="sr-only">Исполнители</span>,
    meta: { fit: true },
    cell: ({ row }) => (
      <Button
        variant="secondary"
        className="-my-1.5"
        aria-label={`Исполнители магазина «${row.original.name}»`}
        onClick={() => setOpened(row.original)}
      >
        Исполнители
      </Button>
    ),
  })
  return (
    <>
      <DictionaryTab
        entity="shop"
        label="Магазины"
        addLabel="Добавить магазин"
        searchHint="Название, адрес или город"
        empty="В справочнике нет магазинов"
        columns={people ? [...columns, peopleColumn] : columns}
        nameOf={(shop) => shop.name}
        dialog={(shop, close) => <ShopDialog shop={shop} onClose={close} />}
      />
      {opened && people?.(opened, () => setOpened(null))}
    </>
  )
}
