import ical, { ICalAlarmType, ICalEventStatus, type ICalDayJsStub } from 'ical-generator'
import { calendarAlarmMinutes, calendarTexts } from '#contract/calendar/calendar.ts'
import { roubles } from '#contract/notifications/messages.ts'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import { orderTotalKopecks } from '#contract/orders/sums.ts'
import { toKopecks } from '#contract/common/kopecks.ts'
import type { OrderViewRow } from '../../shared/order-core/orders.repository.ts'

const pad = (value: number, size = 2) => String(value).padStart(size, '0')

/**
 * A city has a fixed offset from UTC (product decisions section 2), which the IANA zones `Etc/GMT∓N` name
 * (their sign is inverted: UTC+3 is `Etc/GMT-3`); calendar apps know them and the feed defines each one.
 */
function zoneOf(utcOffset: number): string {
  if (utcOffset === 0) return 'Etc/GMT'
  return utcOffset > 0 ? `Etc/GMT-${utcOffset}` : `Etc/GMT+${-utcOffset}`
}

/** The VTIMEZONE of a fixed-offset zone (RFC 5545 §3.6.5): one STANDARD part, the same offset both sides. */
function fixedZone(zone: string): string | null {
  const match = /^Etc\/GMT(?:([+-])(\d{1,2}))?$/.exec(zone)
  if (!match) return null
  const hours = match[2] ? Number(match[2]) * (match[1] === '-' ? 1 : -1) : 0
  const offset = `${hours < 0 ? '-' : '+'}${pad(Math.abs(hours))}00`
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset.slice(0, 3)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n')
}

/**
 * An instant as the shop's wall clock, for ical-generator to write beside the shop's TZID. Given a Date and a
 * zone, the library would write the server's own local time; this stub (its Day.js shape) answers the wall
 * clock itself, whatever zone the server runs in.
 */
function shopWallClock(at: Date, utcOffset: number): ICalDayJsStub {
  const wall = new Date(at.getTime() + utcOffset * 3600_000)
  const date = `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}`
  const time = `${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`
  const stub: ICalDayJsStub = {
    format: (format) => (format === 'YYYYMMDD' ? date : format === 'HHmmss' ? time : at.toISOString()),
    isValid: () => true,
    toDate: () => at,
    toJSON: () => at.toISOString(),
    tz: () => stub,
  }
  return stub
}

/** What the shift pays: the tariff, and the sum once the shift is done. */
function payOf(row: OrderViewRow): string {
  const { order } = row
  const tariff = `${roubles(toKopecks(order.factTariffValue ?? order.planTariffValue))} ${tariffPeriodLabels[
    order.factTariffPeriod ?? order.planTariffPeriod
  ].toLowerCase()}`
  const done = order.status === 'DONE' || order.status === 'FINISHED'
  return done ? `${roubles(orderTotalKopecks(order))} (${tariff})` : tariff
}

/** The worker's shifts as an RFC 5545 calendar: one event per order, in its shop's time zone. */
export function shiftsCalendar(rows: OrderViewRow[], stamp: Date): string {
  const calendar = ical({
    name: calendarTexts.name,
    prodId: { company: 'Smeny', product: 'shifts', language: 'RU' },
    timezone: { name: null, generator: fixedZone },
    ttl: 60 * 60,
  })
  for (const row of rows) {
    const { order, service, shop, city } = row
    calendar.createEvent({
      id: `order-${order.orderNumber}@smeny`,
      stamp,
      start: shopWallClock(order.dateTime, city.utcOffset),
      end: shopWallClock(order.dateTo, city.utcOffset),
      timezone: zoneOf(city.utcOffset),
      summary: calendarTexts.summary(service.fullName, shop.name),
      description: calendarTexts.description(order.orderNumber, payOf(row)),
      location: { title: shop.name, address: shop.address, geo: { lat: shop.latitude, lon: shop.longitude } },
      status: ICalEventStatus.CONFIRMED,
      alarms: [
        {
          type: ICalAlarmType.display,
          triggerBefore: calendarAlarmMinutes * 60,
          description: calendarTexts.alarm(service.fullName, shop.name),
        },
      ],
    })
  }
  return calendar.toString()
}
