import { standbyEndpoints as calls } from '#contract/standby/endpoints.ts'
import type { StandbyFilter } from '#contract/standby/standby.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'

/** Every standby call's key starts with `standby`: a change refreshes them all (a take moves a slot between lists). */
const allStandby = endpointKey(calls.filter).slice(0, 1)

/** The worker's lists: the open slots they may take, and the ones they took. */
export const availableSlotsQuery = () => endpointQuery(calls.filter, { body: {} })
export const mySlotsQuery = () => endpointQuery(calls.filter, { body: { mine: true } })
/** Staff's list by its filters. */
export const staffSlotsQuery = (filter: StandbyFilter) => endpointQuery(calls.filter, { body: filter })
/** The orders a taken slot's worker may be called into. */
export const callableOrdersQuery = (id: number) => endpointQuery(calls.orders, { body: { id } })

const change = (success: string) => ({
  invalidates: [allStandby],
  onSuccess: () => notify({ status: 'success', message: success }),
})

export const useTakeSlot = () =>
  useEndpointChange(calls.take, change('Дежурство ваше. Оно в разделе «Мои текущие заказы»'))
export const useCreateSlot = () => useEndpointChange(calls.create, change('Дежурство создано'))
export const useCallSlot = () =>
  useEndpointChange(calls.call, change('Исполнитель вызван: он назначен на заказ и подтверждён'))
export const useCancelSlot = () => useEndpointChange(calls.cancel, change('Дежурство отменено'))
