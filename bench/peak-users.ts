import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { actEndpoints } from '../src/contract/acts/endpoints.ts'
import { checkInEndpoints } from '../src/contract/check-in/endpoints.ts'
import { toOffsetIso } from '../src/contract/common/instants.ts'
import { navigationEndpoints } from '../src/contract/navigation/endpoints.ts'
import { orderEndpoints, responseEndpoints, workerOrderEndpoints } from '../src/contract/orders/endpoints.ts'
import type { WorkerOrderList } from '../src/contract/orders/worker-views.ts'
import type { CurrentRules } from '../src/contract/platform-rules/documents.ts'
import { platformRulesEndpoints } from '../src/contract/platform-rules/endpoints.ts'
import { random } from './chain-data.ts'
import { timedCall, type CallLog } from './peak-calls.ts'

/** How often each party comes back: a phone refreshes its badges every 30 s (issue 50), a desk every 15 s. */
export const peakPace = { phoneMs: 30_000, staffMs: 15_000, respondShare: 0.3 }

/** A worker's phone: its session, the API instance it reaches, and the shift prepared for its check-in. */
export type Phone = { token: string; baseUrl: string; checkInOrderId: number; seed: number }
/** A member of staff's desk: the cities whose orders they dispatch. */
export type Desk = { token: string; baseUrl: string; cityIds: number[]; seed: number }

type ListedOrder = {
  id: number
  status: string
  myResponseId?: number | null
  certificateStatus: string | null
}
type Page = { content: ListedOrder[] }
type StaffResponse = { selfEmployedId: number; limiter: string | null }

/** The worker's lists in the order a phone opens them, one per visit after the badges. */
const phoneLists = ['available', 'awaiting', 'scheduled', 'acts'] as const
const pageQuery = '?page=1&size=20'

/** Waits out the rest of the period begun at `started`, never past the end of the run. */
const restOfPeriod = (started: number, periodMs: number, until: number) =>
  sleep(Math.max(0, Math.min(started + periodMs, until) - performance.now()))

async function openList(log: CallLog, phone: Phone, list: (typeof phoneLists)[number], draw: () => number) {
  const as = { baseUrl: phone.baseUrl, token: phone.token }
  if (list === 'available') {
    const page = await timedCall<Page>(log, 'available', as.baseUrl, {
      method: 'POST',
      path: workerOrderEndpoints.available.path + pageQuery,
      token: as.token,
    })
    const open = page?.content.filter((order) => order.myResponseId === null) ?? []
    const pick = open[Math.floor(draw() * open.length)]
    if (pick && draw() < peakPace.respondShare)
      await timedCall(log, 'respond', as.baseUrl, {
        method: 'POST',
        path: responseEndpoints.make.path,
        token: as.token,
        body: { orderId: pick.id },
        // The list shows only shifts not begun (decision 125); one that begins between the list and the tap is
        // refused with its message.
        refusable: true,
      })
    return
  }
  const page = await timedCall<Page>(log, 'my list', as.baseUrl, {
    method: 'POST',
    path: workerOrderEndpoints.mine.path + pageQuery,
    token: as.token,
    body: { list: list satisfies WorkerOrderList },
  })
  const orders = page?.content ?? []
  const awaiting = list === 'awaiting' ? orders[0] : undefined
  if (awaiting)
    await timedCall(log, 'confirm', as.baseUrl, {
      method: 'POST',
      path: orderEndpoints.confirm.path,
      token: as.token,
      body: { id: awaiting.id },
    })
  const shift = orders.find((order) => order.id === phone.checkInOrderId && order.status === 'CONFIRMED')
  if (list === 'scheduled' && shift)
    await timedCall(log, 'check-in', as.baseUrl, {
      method: 'POST',
      path: checkInEndpoints.checkIn.path,
      token: as.token,
      // At the shop, with the position the phone reported (no code: the shop's screen is not simulated).
      body: { id: shift.id, at: toOffsetIso(new Date(), 3), latitude: 55.75, longitude: 37.62 },
    })
  const act = list === 'acts' ? orders.find((order) => order.certificateStatus === 'SENT') : undefined
  if (act)
    await timedCall(log, 'act confirm', as.baseUrl, {
      method: 'POST',
      path: actEndpoints.confirm.path,
      token: as.token,
      body: { id: act.id },
    })
}

/**
 * A phone for the run: first seen at a random moment of its first period, then every 30 s its badges and one of
 * its lists in turn, and what that list offers: a response to an open order now and then, the confirmation of an
 * assignment, the check-in of its shift, the confirmation of an act.
 */
export async function runPhone(log: CallLog, phone: Phone, until: number): Promise<void> {
  const draw = random(phone.seed)
  await sleep(draw() * peakPace.phoneMs)
  for (let visit = 0; performance.now() < until; visit++) {
    const started = performance.now()
    await timedCall(log, 'badges', phone.baseUrl, {
      method: 'GET',
      path: navigationEndpoints.counts.path,
      token: phone.token,
    })
    await openList(log, phone, phoneLists[visit % phoneLists.length]!, draw)
    await restOfPeriod(started, peakPace.phoneMs, until)
  }
}

/** What a phone does once when the platform's rules changed: accepts the version in force. */
export async function acceptRules(log: CallLog, phone: Phone) {
  const rules = await timedCall<CurrentRules>(log, 'badges', phone.baseUrl, {
    method: 'GET',
    path: platformRulesEndpoints.current.path,
    token: phone.token,
  })
  if (rules?.current && !rules.current.accepted)
    await timedCall(log, 'badges', phone.baseUrl, {
      method: 'POST',
      path: platformRulesEndpoints.accept.path,
      token: phone.token,
      body: { version: rules.current.version },
    })
}

/**
 * Before the measured run, each phone's badges and list of open orders and each desk's counts, once: the fresh
 * processes compile their hot code outside the figures.
 */
export async function warmUp(log: CallLog, phones: readonly Phone[], desks: readonly Desk[]) {
  await Promise.all([
    ...phones.map(async (phone) => {
      const as = { token: phone.token }
      await timedCall(log, 'badges', phone.baseUrl, {
        method: 'GET',
        path: navigationEndpoints.counts.path,
        ...as,
      })
      await timedCall(log, 'available', phone.baseUrl, {
        method: 'POST',
        path: workerOrderEndpoints.available.path + pageQuery,
        ...as,
      })
    }),
    ...desks.map((desk) =>
      timedCall(log, 'counts by status', desk.baseUrl, {
        method: 'POST',
        path: orderEndpoints.numbersByStatus.path,
        token: desk.token,
        body: { cityId: desk.cityIds[0] },
      }),
    ),
  ])
}

/** The staff's current orders as the page opens them: the nearest shift first (its default sort). */
const soonestFirst = `${orderEndpoints.filter.path}${pageQuery}&sort=dateTime,asc`
/** The latest shift first: the act of the latest done shift. */
const latestFirst = `${orderEndpoints.filter.path}${pageQuery}&sort=dateTime,desc`

/**
 * The first order of the city with responses on the staff's list: who responded, and the first of them assigned.
 * Before decision 125 this statement took 16 s at 10 M orders (docs/capacity.md, run C).
 */
async function assign(log: CallLog, desk: Desk, cityId: number) {
  const as = { baseUrl: desk.baseUrl, token: desk.token }
  const page = await timedCall<Page>(log, 'filter', as.baseUrl, {
    method: 'POST',
    path: soonestFirst,
    token: as.token,
    body: { history: false, statuses: ['HAS_RESPONSE'], cityId },
  })
  const order = page?.content[0]
  if (!order) return
  const responses = await timedCall<StaffResponse[]>(log, 'responses of order', as.baseUrl, {
    method: 'POST',
    path: responseEndpoints.allForOrder.path,
    token: as.token,
    body: { id: order.id },
  })
  // As staff do: the next responder when the tax service says this one is not self-employed.
  const candidates = (responses ?? []).filter((response) => response.limiter === null).slice(0, 3)
  for (const chosen of candidates) {
    const assigned = await timedCall(log, 'assign', as.baseUrl, {
      method: 'POST',
      path: orderEndpoints.setExecutor.path,
      token: as.token,
      body: { id: order.id, selfEmployedId: chosen.selfEmployedId },
      refusable: true,
    })
    if (assigned) return
  }
}

/** The city's latest done shift without an act: its act made and sent to the worker. */
async function makeAct(log: CallLog, desk: Desk, cityId: number) {
  const page = await timedCall<Page>(log, 'filter', desk.baseUrl, {
    method: 'POST',
    path: latestFirst,
    token: desk.token,
    body: { history: false, statuses: ['DONE'], cityId },
  })
  const done = page?.content.find((order) => order.certificateStatus === 'NOT_FORMED')
  if (done)
    await timedCall(log, 'act generate', desk.baseUrl, {
      method: 'POST',
      path: actEndpoints.generate.path,
      token: desk.token,
      body: { id: done.id },
    })
}

/**
 * A desk for the run: every 15 s the counts by status of one of its cities in turn and, alternately, an assignment
 * or an act there. Each desk has cities of its own, so two desks never dispatch the same order.
 */
export async function runDesk(log: CallLog, desk: Desk, until: number): Promise<void> {
  const draw = random(desk.seed)
  await sleep(draw() * peakPace.staffMs)
  for (let visit = 0; performance.now() < until; visit++) {
    const started = performance.now()
    const cityId = desk.cityIds[Math.floor(visit / 2) % desk.cityIds.length]!
    await timedCall(log, 'counts by status', desk.baseUrl, {
      method: 'POST',
      path: orderEndpoints.numbersByStatus.path,
      token: desk.token,
      body: { cityId },
    })
    if (visit % 2 === 0) await assign(log, desk, cityId)
    else await makeAct(log, desk, cityId)
    await restOfPeriod(started, peakPace.staffMs, until)
  }
}
