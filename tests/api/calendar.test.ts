import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { calendarMessages, calendarTexts } from '../../src/contract/calendar/calendar.ts'
import { calendarEndpoints as calendar } from '../../src/contract/calendar/endpoints.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { orderEndpoints as orders } from '../../src/contract/orders/endpoints.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'

/**
 * Issue 23, the calendar: the worker's secret address, stable until renewed, and the feed it serves parsed
 * back with node-ical, event by event, the shops' time zones included.
 */
let test: TestApp
let actors: Actors
let ref: Awaited<ReturnType<typeof referenceData>>

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  ref = await referenceData(test, actors.staff)
})
afterAll(() => test.close())

const linkOf = async (token = actors.worker) => (await callApi(test.app, calendar.link, { token })).body.url
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!
/** The calendar app's request: the address alone, no session. */
const fetchFeed = (url: string) => callApi(test.app, calendar.feed, { params: { token: tokenOf(url) } })
const feedText = async (url: string) => (await fetchFeed(url)).body.toString('utf8')
const eventsOf = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  )
const textOf = (value: VEvent['summary'] | undefined) =>
  typeof value === 'string' ? value : (value?.val ?? '')

/** The wall clock `DTSTART;TZID=…:YYYYMMDDTHHmmss` must show: the instant in the shop's offset. */
const wallClock = (iso: string, utcOffset: number) =>
  toOffsetIso(new Date(iso), utcOffset).slice(0, 19).replace(/[-:]/g, '')

describe('the calendar address', () => {
  it('is made on the first ask and the same afterwards, for the worker only', async () => {
    const url = await linkOf()
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feed\/\d+\.[\w-]{43}$/)
    expect(await linkOf()).toBe(url)
    expect((await callApi(test.app, calendar.link, { token: actors.staff })).status).toBe(403)
    expect((await callApi(test.app, calendar.link)).status).toBe(401)
    expect(await linkOf(actors.otherWorker)).not.toBe(url)
  })

  it('ends when renewed: the old address answers 404, the new one the calendar', async () => {
    const old = await linkOf()
    const renewed = await callApi(test.app, calendar.renew, { token: actors.worker })
    expect(renewed.status).toBe(200)
    expect(renewed.body.url).not.toBe(old)
    expect(await linkOf()).toBe(renewed.body.url)
    const gone = await fetchFeed(old)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe(calendarMessages.notFound)
    expect((await fetchFeed(renewed.body.url)).status).toBe(200)
  })

  it('is not guessed: a forged or another worker’s signature is not found', async () => {
    const [id = '', signature = ''] = tokenOf(await linkOf()).split('.')
    const other = tokenOf(await linkOf(actors.otherWorker)).split('.')[1]!
    for (const token of [
      `${id}.${'A'.repeat(43)}`,
      `${id}.${other}`,
      'x',
      `${Number(id) + 1}.${signature}`,
    ]) {
      const answer = await callApi(test.app, calendar.feed, { params: { token } })
      expect(answer.status, token).toBe(404)
    }
  })
})

describe('the feed', () => {
  let confirmed: Order
  let moved: Order
  let running: Order
  let finished: Order
  let awaiting: Order
  let cancelled: Order

  beforeAll(async () => {
    confirmed = await orderIn(test, actors, 'CONFIRMED')
    running = await orderIn(test, actors, 'IN_PROGRESS')
    finished = await orderIn(test, actors, 'ACT_SENT')
    await callApi(test.app, actEndpoints.confirm, { token: actors.worker, body: { id: finished.id } })
    awaiting = await orderIn(test, actors, 'APPROVED')
    cancelled = await orderIn(test, actors, 'CONFIRMED')
    await callApi(test.app, orders.finish, {
      token: actors.staff,
      body: { id: cancelled.id, resolution: 'CANCELED' },
    })
    // A confirmed shift staff move to a shop five hours from UTC, for the second time zone.
    moved = await orderIn(test, actors, 'CONFIRMED')
    const shop = ref.otherCityShop
    const start = new Date(test.clock().getTime() + 30 * 3600_000)
    const update = await callApi(test.app, orders.update, {
      token: actors.staff,
      body: {
        id: moved.id,
        serviceId: shop.services[0]!.id,
        shopId: shop.id,
        dateTime: toOffsetIso(start, shop.city.utcOffset),
        dateTo: toOffsetIso(new Date(start.getTime() + 6 * 3600_000), shop.city.utcOffset),
      },
    })
    expect(update.status, JSON.stringify(update.body)).toBe(200)
    // A confirmed shift's new shop and times wait for the worker's consent (issue 49): they accept.
    const accepted = await callApi(test.app, orders.answerChange, {
      token: actors.worker,
      body: { id: update.body.pendingChange!.id, accept: true },
    })
    moved = accepted.body
  })

  it('serves the worker’s confirmed, running and recent shifts as text/calendar, each in its shop’s time zone', async () => {
    const answer = await fetchFeed(await linkOf())
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('private, no-store')
    const text = answer.body.toString('utf8')
    const events = eventsOf(text)
    const numbers = events.map((event) => event.uid)
    for (const order of [confirmed, running, finished, moved])
      expect(numbers).toContain(`order-${order.orderNumber}@smeny`)
    for (const order of [awaiting, cancelled])
      expect(numbers).not.toContain(`order-${order.orderNumber}@smeny`)
    // Only the worker's own: the demo data's other executors' shifts are not here.
    expect(events.every((event) => textOf(event.description).startsWith('Заказ №'))).toBe(true)

    for (const order of [confirmed, running, finished, moved]) {
      const event = events.find((candidate) => candidate.uid === `order-${order.orderNumber}@smeny`)!
      const offset = order.shop.id === ref.otherCityShop.id ? ref.otherCityShop.city.utcOffset : 3
      const zone = `Etc/GMT-${offset}`
      expect(textOf(event.summary)).toBe(calendarTexts.summary(order.service.fullName, order.shop.name))
      expect(event.start.getTime()).toBe(Date.parse(order.dateTime))
      expect(event.end!.getTime()).toBe(Date.parse(order.dateTo))
      expect(event.start.tz).toBe(zone)
      expect(text).toContain(`DTSTART;TZID=${zone}:${wallClock(order.dateTime, offset)}`)
      expect(text).toContain(`DTEND;TZID=${zone}:${wallClock(order.dateTo, offset)}`)
      expect(textOf(event.location)).toContain(order.shop.name)
      expect(textOf(event.location)).toContain(order.shop.address)
      expect(event.geo).toEqual({ lat: order.shop.latitude, lon: order.shop.longitude })
      expect(textOf(event.description)).toMatch(new RegExp(`^Заказ №${order.orderNumber}\\nОплата: .+₽`))
      expect(event.alarms?.map((alarm) => [alarm.action, alarm.trigger])).toEqual([['DISPLAY', '-PT2H']])
    }
    // Each zone used is defined, with its fixed offset.
    expect(text).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Etc\/GMT-3\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:\+0300\r\nTZOFFSETTO:\+0300/,
    )
    expect(text).toContain(`TZID:Etc/GMT-${ref.otherCityShop.city.utcOffset}`)
  })

  it('keeps finished shifts for 30 days', async () => {
    const url = await linkOf()
    test.clock.advance(31 * 86_400_000)
    try {
      const numbers = eventsOf(await feedText(url)).map((event) => event.uid)
      expect(numbers).not.toContain(`order-${finished.orderNumber}@smeny`)
      // A shift still confirmed stays, however old.
      expect(numbers).toContain(`order-${moved.orderNumber}@smeny`)
    } finally {
      test.clock.advance(-31 * 86_400_000)
    }
  })
})

describe('«Добавить в календарь»', () => {
  it('downloads one confirmed shift as an .ics file', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    const answer = await callApi(test.app, calendar.orderEvent, {
      token: actors.worker,
      params: { id: order.id },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="smena-${order.orderNumber}.ics"`,
    )
    const events = eventsOf(answer.body.toString('utf8'))
    expect(events.map((event) => event.uid)).toEqual([`order-${order.orderNumber}@smeny`])
    expect(events[0]!.start.getTime()).toBe(Date.parse(order.dateTime))
  })

  it('refuses a shift not scheduled, and another worker’s', async () => {
    const waiting = await orderIn(test, actors, 'APPROVED')
    const refused = await callApi(test.app, calendar.orderEvent, {
      token: actors.worker,
      params: { id: waiting.id },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(calendarMessages.notScheduled)
    const mine = await orderIn(test, actors, 'CONFIRMED')
    const theirs = await callApi(test.app, calendar.orderEvent, {
      token: actors.otherWorker,
      params: { id: mine.id },
    })
    expect(theirs.status).toBe(404)
  })
})
