import { ArrowDownTrayIcon, BanknotesIcon, HeartIcon, NoSymbolIcon } from '@heroicons/react/20/solid'
import { bulkActionMessages, bulkLimits } from '#contract/orders/bulk-actions.ts'
import { Button } from '../../../ui/button.tsx'
import type { OrderSelection } from '../use-order-selection.ts'
import type { BulkAction } from './bulk-dialogs.tsx'

const linkClass =
  'min-h-11 rounded px-1 text-sm font-medium text-primary-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700 disabled:text-gray-400 disabled:no-underline'

/**
 * What staff do with the chosen orders; shown only while some are chosen. It follows the table and sticks to the
 * bottom of the window while the table runs past it, so it never pushes the rows down and stays at hand while
 * staff tick rows further down. «Выбрать все найденные» takes every order the filters find, beyond this page.
 */
export function BulkBar(props: {
  selection: OrderSelection
  found: number
  onAction: (action: BulkAction) => void
}) {
  const { selection, found } = props
  const tooMany = found > bulkLimits.export
  // Past a change's bound the orders can still be exported; the changes say why they wait.
  const changeBound =
    selection.count > bulkLimits.change ? bulkActionMessages.tooManyIds(bulkLimits.change) : null
  const change = {
    variant: 'secondary' as const,
    disabled: changeBound !== null,
    title: changeBound ?? undefined,
  }
  return (
    <section
      aria-label="Действия с выбранными заказами"
      className="sticky bottom-4 z-20 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-primary-50 px-4 py-2 shadow-lg ring-1 ring-primary-200"
    >
      <div className="flex flex-wrap items-center gap-x-3" aria-live="polite">
        <span className="text-sm text-gray-900">
          Выбрано: <strong className="tabular-nums">{selection.count}</strong>
        </span>
        {!selection.allFound && found > selection.count && (
          <button
            type="button"
            className={linkClass}
            disabled={tooMany}
            title={tooMany ? bulkActionMessages.tooManyFound(bulkLimits.export) : undefined}
            onClick={selection.chooseAllFound}
          >
            Выбрать все найденные ({found})
          </button>
        )}
        <button type="button" className={linkClass} onClick={selection.clear}>
          Снять выбор
        </button>
        {changeBound && <span className="text-sm text-gray-600">{changeBound}; выгрузить можно все</span>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button {...change} onClick={() => props.onAction('tariff')}>
          <BanknotesIcon className="size-5" aria-hidden />
          Изменить тариф
        </Button>
        <Button {...change} onClick={() => props.onAction('favouritesFirst')}>
          <HeartIcon className="size-5" aria-hidden />
          Сначала избранным
        </Button>
        <Button variant="secondary" onClick={() => props.onAction('export')}>
          <ArrowDownTrayIcon className="size-5" aria-hidden />
          Выгрузить
        </Button>
        <Button {...change} onClick={() => props.onAction('cancel')}>
          <NoSymbolIcon className="size-5" aria-hidden />
          Отменить
        </Button>
      </div>
    </section>
  )
}
