import { bulkOrderEndpoints as calls } from '#contract/orders/bulk-endpoints.ts'
import { importTemplateFileName } from '#contract/orders/bulk.ts'
import { call } from '../../../lib/api-client.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { orderKeys } from './order-keys.ts'

const formOf = (file: File) => {
  const form = new FormData()
  form.append('file', file)
  return form
}

/** `POST /api/order/import?dryRun=true`: every row's problem, nothing created. */
export const previewImport = (file: File) =>
  call(calls.import, { query: { dryRun: 'true' }, form: formOf(file) })

/** `POST /api/order/import`: all the rows or none; the orders' tables and counts change. */
export const useImportOrders = () =>
  useChange((file: File) => call(calls.import, { query: { dryRun: 'false' }, form: formOf(file) }), {
    invalidates: [orderKeys.lists, orderKeys.allNumbers],
  })

/** The import's table with its header, to fill in. */
export async function downloadImportTemplate() {
  saveFile(await call(calls.importTemplate), importTemplateFileName)
}
