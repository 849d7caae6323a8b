import type { InfiniteData } from '@tanstack/react-query'
import type { Page } from '#contract/common/paging.ts'
import type { WorkerOrder } from '#contract/orders/worker-views.ts'
import type { UserStore } from '../../pwa/user-store.ts'

/** The acts list as the acts page's query holds it: the pages loaded so far. */
export type ActsList = InfiniteData<Page<WorkerOrder>, number>

const listName = 'acts'
const pdfPrefix = 'act-pdf:'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function isActsList(data: unknown): data is ActsList {
  if (!isRecord(data) || !Array.isArray(data.pages) || !Array.isArray(data.pageParams)) return false
  return (
    data.pages.length === data.pageParams.length &&
    data.pages.every(
      (page) =>
        isRecord(page) &&
        Number.isInteger(page.totalElements) &&
        Array.isArray(page.content) &&
        page.content.every((order) => isRecord(order) && Number.isInteger(order.id)),
    )
  )
}

/** A PDF starts with `%PDF`; anything else under an act's name is damage and is dropped. */
function isPdf(data: unknown): data is ArrayBuffer {
  if (!(data instanceof ArrayBuffer) || data.byteLength < 4) return false
  return new TextDecoder().decode(data.slice(0, 4)) === '%PDF'
}

/**
 * Acts kept on the device per user (product decisions section 5: acts already seen stay readable offline): the
 * last acts list and the PDF of every act opened. PDFs are stored as bytes, which every browser's IndexedDB
 * keeps (older Safari could not store a Blob).
 */
export function createOfflineActs(store: UserStore) {
  return {
    saveList: (userId: number, list: ActsList) => store.write(userId, listName, list),
    readList: (userId: number) => store.read(userId, listName, isActsList),
    savePdf: (userId: number, orderId: number, pdf: ArrayBuffer) =>
      // When the device is full, older PDFs give way: each can be downloaded again once online.
      store.write(userId, `${pdfPrefix}${orderId}`, pdf, (name) => name.startsWith(pdfPrefix)),
    readPdf: (userId: number, orderId: number) => store.read(userId, `${pdfPrefix}${orderId}`, isPdf),
  }
}
