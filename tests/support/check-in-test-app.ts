import { Secret, TOTP } from 'otpauth'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { checkInEndpoints as calls } from '../../src/contract/check-in/endpoints.ts'
import { shopCodeRules } from '../../src/contract/check-in/rules.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { orderChecks, shopCheckInSecrets } from '../../src/server/db/schema/index.ts'
import { callApi, type TestCall } from './api.ts'
import type { TestApp } from './app.ts'
import { createOrderTestApp, orderIn, type Actors } from './order-states.ts'

export const minute = 60_000

/** An order's time `value` (the shop city's offset ISO) moved by `minutes`, written in the same offset. */
export function shiftFrom(value: string, minutes: number): string {
  const [, sign, hours] = /([+-])(\d\d):00$/.exec(value)!
  return toOffsetIso(new Date(Date.parse(value) + minutes * minute), Number(`${sign}${hours}`))
}

type CheckInTestApp = { test: TestApp; actors: Actors }

/**
 * Issue 25's tests: an order app started before the file's tests and closed after them (`set` hands it to the file's
 * variables), the shop's code made as its screen makes it, confirmed orders with the clock before their start, checks
 * sent, and refusals that must leave the order and its checks as they were.
 */
export function useCheckInTestApp(set: (started: CheckInTestApp) => void) {
  let started: CheckInTestApp
  beforeAll(async () => {
    started = await createOrderTestApp()
    set(started)
  })
  afterAll(() => started.test.close())
  const current = () => started
  /** The shop's secret as the database holds it (nobody is given it), made by opening the screen if need be. */
  async function secretOf(shopId: number): Promise<string> {
    const read = () =>
      current().test.db.select().from(shopCheckInSecrets).where(eq(shopCheckInSecrets.shopId, shopId))
    if ((await read()).length === 0) {
      const opened = await callApi(current().test.app, calls.openShopScreen, {
        token: current().actors.staff,
        body: { shopId },
      })
      expect(opened.status).toBe(200)
    }
    return (await read())[0]!.secret
  }

  /** The shop's code for the minute of `at`, made here from the secret as the server makes it. */
  async function codeAt(shopId: number, at: Date): Promise<string> {
    const totp = new TOTP({
      secret: Secret.fromBase32(await secretOf(shopId)),
      algorithm: shopCodeRules.algorithm,
      digits: shopCodeRules.digits,
      period: shopCodeRules.periodSeconds,
    })
    return totp.generate({ timestamp: at.getTime() })
  }

  /** A confirmed order of the demo worker, with the clock `minutesBeforeStart` before its start. */
  async function confirmedOrder(minutesBeforeStart = 20): Promise<Order> {
    const order = await orderIn(current().test, current().actors, 'CONFIRMED')
    current().test.clock.set(new Date(Date.parse(order.dateTime) - minutesBeforeStart * minute))
    return order
  }

  const checkIn = (request: TestCall<typeof calls.checkIn>) =>
    callApi(current().test.app, calls.checkIn, request)
  /** The demo worker's check-out of the order made at `at`, now by default, with the shop's code when given. */
  const checkOut = (order: Order, at = now(), code?: string) =>
    callApi(current().test.app, calls.checkOut, {
      token: current().actors.worker,
      body: { id: order.id, at: at.toISOString(), ...(code ? { code } : {}) },
    })

  const now = () => current().test.clock()
  const statusOf = async (id: number) =>
    (await callApi(current().test.app, orderEndpoints.byId, { token: current().actors.staff, body: { id } }))
      .body.status
  const checksOf = (id: number) =>
    current().test.db.select().from(orderChecks).where(eq(orderChecks.orderId, id))

  /** A refusal: the status and message asked for, and the order and its checks untouched. */
  async function refused(
    order: Order,
    answer: Promise<{ status: number; body: { message?: string } | null }>,
    status: number,
    message: string,
  ) {
    const before = { status: await statusOf(order.id), checks: await checksOf(order.id) }
    const { status: got, body } = await answer
    expect({ status: got, message: body?.message }).toEqual({ status, message })
    expect({ status: await statusOf(order.id), checks: await checksOf(order.id) }).toEqual(before)
  }

  return { codeAt, confirmedOrder, checkIn, checkOut, now, statusOf, checksOf, refused }
}
