import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A receipt as «Мой налог» answers it at `/api/v1/receipt/{inn}/{id}/json` (the fields the tests vary). */
export type FakeReceipt = {
  inn: string
  clientInn: string | null
  totalAmount: number
  /** ISO with the offset, as the service writes it: `2026-11-20T12:00:00+03:00`. */
  operationTime: string
  cancellationInfo?: {
    operationTime: string
    registerTime: string
    taxPeriodId: number
    comment: string
  } | null
}

/** How the service answers instead of the receipt: an HTTP status, a dropped connection, or a page that is no JSON. */
export type FakeFailure = number | 'drop' | 'garbage'

/**
 * A local HTTP server answering as the tax service's receipt JSON does: 200 with the receipt, 404 for one it
 * does not know; `failure` makes it fail every answer (down, limited, broken), `failures` one receipt's.
 */
export async function startFakeTaxService() {
  const receipts = new Map<string, FakeReceipt>()
  const failures = new Map<string, FakeFailure>()
  const requests: string[] = []
  let failure: FakeFailure | null = null

  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '')
    const match = /^\/api\/v1\/receipt\/(\d+)\/([^/]+)\/json$/.exec(request.url ?? '')
    const key = match ? `${match[1]}/${match[2]}` : ''
    const failing = failures.get(key) ?? failure
    if (failing === 'drop') return request.socket.destroy()
    if (failing === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return response.end('<html><body>Технические работы</body></html>')
    }
    if (typeof failing === 'number') {
      response.writeHead(failing, { 'content-type': 'application/json' })
      return response.end(
        JSON.stringify({
          code: 'taxpayer.status.service.limited.error',
          message: 'Превышено количество запросов',
        }),
      )
    }
    const receipt = receipts.get(key)
    if (!match || request.method !== 'GET' || !receipt) {
      response.writeHead(404, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ code: 'receipt.not.found', message: 'Чек не найден' }))
    }
    response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' })
    response.end(
      JSON.stringify({
        approvedReceiptUuid: match[2],
        name: 'Выкладка товара',
        services: [{ name: 'Выкладка товара', quantity: 1, serviceNumber: 0, amount: receipt.totalAmount }],
        operationTime: receipt.operationTime,
        requestTime: receipt.operationTime,
        registerTime: receipt.operationTime,
        taxPeriodId: 202611,
        paymentType: 'WIRE',
        incomeType: 'FROM_LEGAL_ENTITY',
        partnerCode: null,
        totalAmount: receipt.totalAmount,
        cancellationInfo: receipt.cancellationInfo ?? null,
        sourceDeviceId: 'fake-device',
        clientInn: receipt.clientInn,
        clientDisplayName: 'ООО «Смены»',
        partnerDisplayName: null,
        partnerInn: null,
        inn: receipt.inn,
        profession: 'Самозанятый',
        description: [],
        email: null,
        phone: null,
        invoiceId: null,
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    /** TAX_RECEIPTS_URL for the app under test. */
    url: `http://127.0.0.1:${port}/api/v1/receipt`,
    receipts,
    failures,
    requests,
    set failure(value: FakeFailure | null) {
      failure = value
    },
    add(inn: string, id: string, receipt: Omit<FakeReceipt, 'inn'>) {
      receipts.set(`${inn}/${id}`, { inn, ...receipt })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type FakeTaxService = Awaited<ReturnType<typeof startFakeTaxService>>
