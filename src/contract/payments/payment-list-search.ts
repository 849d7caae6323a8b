import {
  readBoolean,
  readId,
  readIsoDate,
  readOneOf,
  tableSearch,
  type TablePaging,
} from '../common/table-search.ts'
import { receiptCheckFilters } from '../receipts/check-statuses.ts'
import { paymentSortFields, sendToBankStatuses } from './list-fields.ts'
import type { PaymentFilters } from './payments.ts'

export type PaymentListSearch = PaymentFilters & TablePaging

/** `validateSearch` of Счета (`/accounts`). */
export const paymentListSearch = tableSearch<PaymentFilters>(
  {
    dateFrom: readIsoDate,
    dateTo: readIsoDate,
    cityId: readId,
    shopId: readId,
    bankStatus: readOneOf(sendToBankStatuses),
    hasReceipt: readBoolean,
    receiptCheck: readOneOf(receiptCheckFilters),
  },
  paymentSortFields,
)
