import { describe, expect, it } from 'vitest'
import { checkInEndpoints as calls } from '../../src/contract/check-in/endpoints.ts'
import { checkInMessages as messages } from '../../src/contract/check-in/messages.ts'
import { checkInRules } from '../../src/contract/check-in/rules.ts'
import { displayWallClock } from '../../src/contract/common/display-dates.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { type Actors } from '../support/order-states.ts'
import { minute, useCheckInTestApp } from '../support/check-in-test-app.ts'

/**
 * Issue 25: the executor's check-out, which ends the shift and counts its minutes, and checks that waited offline on
 * the phone, judged by their own time.
 */
let test: TestApp
let actors: Actors
const { codeAt, confirmedOrder, checkIn, checkOut, now, statusOf, checksOf, refused } = useCheckInTestApp(
  (started) => ({ test, actors } = started),
)

describe('check-out', () => {
  it('refuses a check-out without a check-in', async () => {
    const order = await confirmedOrder(-10)
    await refused(order, checkOut(order), 409, messages.noCheckIn)
  })

  it('ends the shift, and the checked minutes count from the start, cut to tenths of an hour', async () => {
    const order = await confirmedOrder(25)
    const start = Date.parse(order.dateTime)
    expect(
      (await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })).status,
    ).toBe(200)
    test.clock.set(new Date(start + 58 * minute + 30_000))
    const code = await codeAt(order.shopId, now())
    const out = await checkOut(order, now(), code)
    expect(out.status).toBe(200)
    // 58 whole minutes from the start (not from the early check-in) are 0,9 h: 54 minutes.
    expect(out.body).toMatchObject({ checkOut: { verification: 'CODE' }, checkedMinutes: 54 })
    expect(await statusOf(order.id)).toBe('DONE')
    const staffRead = await callApi(test.app, calls.ofOrder, { token: actors.staff, body: { id: order.id } })
    expect(staffRead.body).toEqual(out.body)
    test.clock.advance(minute)
    await refused(order, checkOut(order), 409, messages.secondCheckOut)
  })

  it('refuses a check-out earlier than the check-in or hours after the end', async () => {
    const order = await confirmedOrder(5)
    const checkedAt = now()
    await checkIn({ token: actors.worker, body: { id: order.id, at: checkedAt.toISOString() } })
    await refused(order, checkOut(order, new Date(checkedAt.getTime() - minute)), 400, messages.beforeCheckIn)
    const tooLate = new Date(Date.parse(order.dateTo) + (checkInRules.closesAfterEndHours * 60 + 1) * minute)
    test.clock.set(tooLate)
    await refused(order, checkOut(order, tooLate), 400, messages.tooLate)
  })
})

describe('a check-out before the start', () => {
  it('is refused, naming when the shift starts', async () => {
    const order = await confirmedOrder(5)
    expect(
      (await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })).status,
    ).toBe(200)
    test.clock.advance(minute)
    await refused(order, checkOut(order), 400, messages.beforeStart(displayWallClock(order.dateTime)))
    test.clock.set(new Date(Date.parse(order.dateTime) + minute))
    expect((await checkOut(order)).status).toBe(200)
  })
})

describe('a check-out long after the end', () => {
  it('counts the minutes to the end only, flagged to staff, until staff count the time after the end', async () => {
    const order = await confirmedOrder(0)
    await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })
    const threeHoursLate = new Date(Date.parse(order.dateTo) + 3 * 60 * minute)
    test.clock.set(threeHoursLate)
    const out = await checkOut(order, threeHoursLate)
    expect(out.status).toBe(200)
    // Before: 240 minutes (four hours of a one-hour shift) were pre-filled for payment.
    expect(out.body).toMatchObject({
      checkedMinutes: 60,
      lateCheckOut: { minutesAfterEnd: 180, overtimeCounted: false },
    })

    const byWorker = await callApi(test.app, calls.countOvertime, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(byWorker.status).toBe(403)
    const counted = await callApi(test.app, calls.countOvertime, {
      token: actors.staff,
      body: { id: order.id },
    })
    expect(counted.body).toMatchObject({
      checkedMinutes: 240,
      lateCheckOut: { minutesAfterEnd: 180, overtimeCounted: true },
    })
    const read = await callApi(test.app, calls.ofOrder, { token: actors.staff, body: { id: order.id } })
    expect(read.body).toEqual(counted.body)
  })

  it('is not flagged within a quarter-hour of the end, and counting needs a check-out', async () => {
    const order = await confirmedOrder(0)
    await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })
    const none = await callApi(test.app, calls.countOvertime, { token: actors.staff, body: { id: order.id } })
    expect(none).toMatchObject({ status: 409, body: { message: messages.noCheckOut } })
    const soonAfter = new Date(Date.parse(order.dateTo) + checkInRules.lateCheckOutMinutes * minute)
    test.clock.set(soonAfter)
    expect((await checkOut(order, soonAfter)).body).toMatchObject({ checkedMinutes: 60, lateCheckOut: null })
  })
})

describe('checks that waited offline on the phone', () => {
  it(`are refused when made more than ${checkInRules.offlineMaxHours} hours before they arrive`, async () => {
    const order = await confirmedOrder(0)
    await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })
    const leftAt = new Date(Date.parse(order.dateTo))
    const code = await codeAt(order.shopId, leftAt)
    test.clock.set(new Date(leftAt.getTime() + checkInRules.offlineMaxHours * 60 * minute + minute))
    await refused(order, checkOut(order, leftAt, code), 400, messages.tooOld)
    test.clock.set(new Date(leftAt.getTime() + checkInRules.offlineMaxHours * 60 * minute))
    expect((await checkOut(order, leftAt, code)).body).toMatchObject({ checkOut: { verification: 'CODE' } })
    expect(await checksOf(order.id)).toHaveLength(2)
  })

  it('are taken later with their own time, judged by the code of their own minute', async () => {
    const order = await confirmedOrder(10)
    const madeAt = now()
    const code = await codeAt(order.shopId, madeAt)
    // The network comes back after the shift has started and the scheduler moved the order on.
    test.clock.set(new Date(Date.parse(order.dateTime) + 40 * minute))
    await test.orderSteps.runDue()
    const answer = await checkIn({
      token: actors.worker,
      body: { id: order.id, at: madeAt.toISOString(), code },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.checkIn).toMatchObject({
      at: madeAt.toISOString(),
      receivedAt: now().toISOString(),
      verification: 'CODE',
    })
    expect(await statusOf(order.id)).toBe('IN_PROGRESS')
  })

  it('a check-out queued before the end arrives after the scheduler ended the shift: recorded', async () => {
    const order = await confirmedOrder(0)
    await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })
    const leftAt = new Date(Date.parse(order.dateTo) - 5 * minute)
    const code = await codeAt(order.shopId, leftAt)
    test.clock.set(new Date(Date.parse(order.dateTo) + 2 * 3600_000))
    await test.orderSteps.runDue()
    expect(await statusOf(order.id)).toBe('DONE')
    const out = await checkOut(order, leftAt, code)
    expect(out.body).toMatchObject({
      checkOut: { at: leftAt.toISOString(), verification: 'CODE' },
      checkedMinutes: 54,
    })
  })

  it('are refused with a code of the minute they arrive rather than the minute they were made', async () => {
    const order = await confirmedOrder(10)
    const madeAt = now()
    test.clock.advance(30 * minute)
    const codeOfArrival = await codeAt(order.shopId, now())
    await refused(
      order,
      checkIn({
        token: actors.worker,
        body: { id: order.id, at: madeAt.toISOString(), code: codeOfArrival },
      }),
      400,
      messages.wrongCode,
    )
  })
})
