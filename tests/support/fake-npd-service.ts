import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake tax service answers about an INN: a yes, a no, its two "cannot answer" codes, or a failure. */
export type FakeNpdAnswer = 'registered' | 'not-registered' | 'limited' | 'unavailable' | 'server-error'

const npdServicePath = '/api/v1/tracker/taxpayer_status'

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A local HTTP server that answers as statusnpd.nalog.ru does: POST { inn, requestDate } → 200 { status,
 * message }, or 422 { code, message } when it is asked too often or cannot answer. Each INN answers as planned
 * (`plan`), the last planned answer repeating; unplanned INNs are registered. Requests are recorded.
 */
export async function startFakeNpdService() {
  const requests: { inn: string; requestDate: string }[] = []
  const plans = new Map<string, FakeNpdAnswer[]>()
  const server = createServer((request, response) => {
    void bodyOf(request).then((raw) => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (request.method !== 'POST' || request.url !== npdServicePath)
        return send(404, { message: 'Not Found' })
      const { inn, requestDate } = JSON.parse(raw) as { inn: string; requestDate: string }
      requests.push({ inn, requestDate })
      const plan = plans.get(inn) ?? []
      const answer = (plan.length > 1 ? plan.shift() : plan[0]) ?? 'registered'
      switch (answer) {
        case 'registered':
          return send(200, {
            status: true,
            message: `${inn} является плательщиком налога на профессиональный доход`,
          })
        case 'not-registered':
          return send(200, {
            status: false,
            message: `${inn} не является плательщиком налога на профессиональный доход`,
          })
        case 'limited':
          return send(422, {
            code: 'taxpayer.status.service.limited.error',
            message: 'Превышено количество запросов к сервису',
          })
        case 'unavailable':
          return send(422, {
            code: 'taxpayer.status.service.unavailable.error',
            message: 'Сервис временно недоступен',
          })
        case 'server-error':
          response.writeHead(500, { 'content-type': 'text/html' })
          return response.end('<html>Internal Server Error</html>')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** The service's address for NPD_URL. */
    url: `http://127.0.0.1:${port}${npdServicePath}`,
    requests,
    /** The INN's next answers, in order; the last one repeats. */
    plan(inn: string, ...answers: FakeNpdAnswer[]) {
      plans.set(inn, answers)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
