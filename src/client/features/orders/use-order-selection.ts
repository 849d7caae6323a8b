import { useState } from 'react'
import type { BulkSelection } from '#contract/orders/bulk-actions.ts'
import type { OrderFilters } from '#contract/orders/requests.ts'
import { searchKey } from '../../ui/use-url-table.ts'

type Chosen = { filtersKey: string; ids: ReadonlySet<number>; allFound: boolean }

/**
 * The orders staff chose in the table: rows ticked on any page, or every order the filters find (`allFound`, sent
 * as the filters themselves, so the server acts on what the table counts). A change of the filters starts afresh.
 */
export function useOrderSelection(filters: OrderFilters, pageIds: readonly number[], found: number) {
  const filtersKey = searchKey(filters)
  const [chosen, setChosen] = useState<Chosen>({ filtersKey, ids: new Set(), allFound: false })
  const current: Chosen =
    chosen.filtersKey === filtersKey ? chosen : { filtersKey, ids: new Set(), allFound: false }
  const isSelected = (id: number) => current.allFound || current.ids.has(id)
  const onPage = pageIds.filter(isSelected).length

  /** Ticking rows off «all found» keeps the rest of this page: the other pages' ids are not known here. */
  const choose = (ids: readonly number[], on: boolean) => {
    const next = new Set(current.allFound ? pageIds : current.ids)
    for (const id of ids) {
      if (on) next.add(id)
      else next.delete(id)
    }
    setChosen({ filtersKey, ids: next, allFound: false })
  }

  const selection: BulkSelection = current.allFound ? { filters } : { ids: [...current.ids] }
  return {
    count: current.allFound ? found : current.ids.size,
    allFound: current.allFound,
    selection,
    isSelected,
    toggle: (id: number, on: boolean) => choose([id], on),
    page: (onPage === 0 ? 'none' : onPage === pageIds.length ? 'all' : 'some') as 'none' | 'some' | 'all',
    togglePage: (on: boolean) => choose(pageIds, on),
    chooseAllFound: () => setChosen({ filtersKey, ids: new Set(), allFound: true }),
    clear: () => setChosen({ filtersKey, ids: new Set(), allFound: false }),
  }
}

export type OrderSelection = ReturnType<typeof useOrderSelection>
