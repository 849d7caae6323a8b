import { bulkActionEndpoints as calls } from '#contract/orders/bulk-action-endpoints.ts'
import {
  bulkExportFileName,
  type BulkCancel,
  type BulkFavouritesFirst,
  type BulkSelection,
  type BulkTariff,
} from '#contract/orders/bulk-actions.ts'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey, useChange } from '../../../lib/endpoint-query.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { orderKeys } from './order-keys.ts'

/** Any order may have changed: the tables, the chips' counts and every open order refresh. */
const manyOrdersChanged = {
  invalidates: [orderKeys.lists, orderKeys.allNumbers, endpointKey(orderEndpoints.byId)],
}

/** `POST /api/order/bulk/cancel`: each order by its own rules; the answer says what became of each. */
export const useBulkCancel = () =>
  useChange((body: BulkCancel) => call(calls.cancel, { body }), manyOrdersChanged)

/** `POST /api/order/bulk/tariff`: a lower rate of a confirmed order waits for its executor. */
export const useBulkTariff = () =>
  useChange((body: BulkTariff) => call(calls.tariff, { body }), manyOrdersChanged)

/** `POST /api/order/bulk/favourites-first`. */
export const useBulkFavouritesFirst = () =>
  useChange((body: BulkFavouritesFirst) => call(calls.favouritesFirst, { body }), manyOrdersChanged)

/** `POST /api/order/bulk/export`: the .xlsx comes back in the answer. */
export async function downloadOrders(selection: BulkSelection): Promise<void> {
  saveFile(await call(calls.export, { body: selection }), bulkExportFileName)
}
