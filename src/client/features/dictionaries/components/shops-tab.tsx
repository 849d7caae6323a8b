import { useState, type ReactNode } from 'react'
import { ClipboardDocumentListIcon, QrCodeIcon } from '@heroicons/react/24/outline'
import type { Shop } from '#contract/dictionaries/shop.ts'
import { UserGroupIcon } from '@heroicons/react/20/solid'
import { dataColumnHelper } from '../../../ui/data-table.tsx'
import { coordinatesText } from '../format.ts'
import { DictionaryTab } from './dictionary-tab.tsx'
import { ShopDialog } from './shop-dialog.tsx'

const column = dataColumnHelper<Shop>()
const linkClass =
  'mt-1 mr-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900'

/**
 * The shop's name and address, with «Код для отметок» and «Шаблоны смен» when the route composes the check-in
 * feature's screen and the templates in.
 */
const nameColumn = (
  openScreen: ((shop: Shop) => void) | null,
  openTemplates: ((shop: Shop) => void) | null,
) =>
  column.accessor('name', {
    header: 'Магазин',
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-gray-900">{row.original.name}</span>
        <span className="block text-gray-500">{row.original.address}</span>
        {openScreen && (
          <button type="button" onClick={() => openScreen(row.original)} className={linkClass}>
            <QrCodeIcon className="size-4" aria-hidden />
            Код для отметок
          </button>
        )}
        {openTemplates && (
          <button
            type="button"
            onClick={() => openTemplates(row.original)}
            aria-label={`Шаблоны смен: ${row.original.name}`}
            className={linkClass}
          >
            <ClipboardDocumentListIcon className="size-4" aria-hidden />
            Шаблоны смен
          </button>
        )}
      </>
    ),
  })
const otherColumns = [
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
/** What the route puts behind «Код для отметок»: the check-in feature's dialog of the shop's screen. */
export type ShopScreen = (shop: Shop, close: () => void) => ReactNode
/** What the route puts behind «Шаблоны смен»: the order templates feature's dialog of the shop's templates. */
export type ShopTemplates = (shop: Shop, close: () => void) => ReactNode

export function ShopsTab({
  people,
  screen,
  templates,
}: {
  people?: ShopPeople | undefined
  screen?: ShopScreen | undefined
  templates?: ShopTemplates | undefined
}) {
  const [opened, setOpened] = useState<Shop | null>(null)
  const [screenOf, setScreenOf] = useState<Shop | null>(null)
  const [templatesOf, setTemplatesOf] = useState<Shop | null>(null)
  const columns = [
    nameColumn(screen ? setScreenOf : null, templates ? setTemplatesOf : null),
    ...otherColumns,
  ]
  const peopleColumn = column.display({
    id: 'people',
    header: () => <span className="sr-only">Исполнители</span>,
    meta: { fit: true },
    cell: ({ row }) => (
      <button
        type="button"
        aria-label={`Исполнители: ${row.original.name}`}
        onClick={() => setOpened(row.original)}
        className="-my-1 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        <UserGroupIcon className="size-5" aria-hidden />
        Исполнители
      </button>
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
      {screenOf && screen?.(screenOf, () => setScreenOf(null))}
      {templatesOf && templates?.(templatesOf, () => setTemplatesOf(null))}
    </>
  )
}
