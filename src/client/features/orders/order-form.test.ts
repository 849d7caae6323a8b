import { describe, expect, it } from 'vitest'
import type { Shop } from '#contract/dictionaries/shop.ts'
import type { Order } from '#contract/orders/order.ts'
import { createBody, orderFormOf, orderFormSchema, servicesOf, updateBody } from './order-form.ts'

const shop: Shop = {
  id: 2,
  name: 'Магазин «Урал»',
  address: 'ул. Ленина, 5',
  city: { id: 4, name: 'Екатеринбург', utcOffset: 5 },
  latitude: 56.8,
  longitude: 60.6,
  services: [{ id: 3, fullName: 'Приёмка товара' }],
}

const order = {
  id: 9,
  shopId: 2,
  serviceId: 3,
  shop: { ...shop, services: undefined },
  dateTime: '2026-11-21T22:00:00+05:00',
  dateTo: '2026-11-22T06:00:00+05:00',
  description: 'Ночная приёмка',
  comment: null,
  planAssignmentsCount: 4,
  factAssignmentsCount: 3,
  factTariffValue: '160.00',
  factTariffPeriod: 'Order',
  actualTime: null,
} as unknown as Order

describe('order form', () => {
  it('requires shop, service, date and both times with the spec messages', () => {
    const result = orderFormSchema.safeParse({ date: '', timeFrom: '', timeTo: '25:00' })
    expect(result.success).toBe(false)
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))
    expect(issues).toMatchObject({
      shopId: 'Поле не должно быть пустым',
      serviceId: 'Поле не должно быть пустым',
      date: 'Поле не должно быть пустым',
      timeFrom: 'Поле не должно быть пустым',
      timeTo: 'Введите корретное значение времени',
    })
  })

  it('leaves description, count and comment optional but checks a count typed', () => {
    const base = { shopId: 2, serviceId: 3, date: '2026-11-21', timeFrom: '09:00', timeTo: '17:00' }
    expect(orderFormSchema.safeParse(base).success).toBe(true)
    const typed = orderFormSchema.safeParse({ ...base, planAssignmentsCount: '5 шт' })
    expect(typed.error?.issues[0]?.message).toBe('Поле должно содержать только целые числа')
  })

  it("sends the shift in the shop city's offset, a night shift ending next day", () => {
    const values = orderFormSchema.parse({
      shopId: 2,
      serviceId: 3,
      date: '2026-11-21',
      timeFrom: '22:00',
      timeTo: '06:00',
      description: '  Ночная приёмка ',
      comment: '',
    })
    expect(createBody(values, shop)).toEqual({
      serviceId: 3,
      shopId: 2,
      dateTime: '2026-11-21T22:00:00+05:00',
      dateTo: '2026-11-22T06:00:00+05:00',
      description: 'Ночная приёмка',
      planAssignmentsCount: null,
      favouritesFirstHours: null,
      comment: null,
    })
  })

  it('publishes to the favourites first for whole hours from 1 to 72, or to everyone when empty', () => {
    const base = { shopId: 2, serviceId: 3, date: '2026-11-21', timeFrom: '09:00', timeTo: '17:00' }
    expect(createBody(orderFormSchema.parse({ ...base, favouritesFirstHours: 4 }), shop)).toMatchObject({
      favouritesFirstHours: 4,
    })
    expect(orderFormSchema.safeParse({ ...base, favouritesFirstHours: 73 }).error?.issues[0]?.message).toBe(
      'Значение должно быть не больше 72',
    )
    expect(orderFormSchema.safeParse({ ...base, favouritesFirstHours: 0 }).success).toBe(false)
  })

  it('fills the edit form in local time and keeps facts and an unchanged shift on save', () => {
    const form = orderFormOf(order)
    expect(form).toMatchObject({ date: '2026-11-21', timeFrom: '22:00', timeTo: '06:00' })
    const body = updateBody(orderFormSchema.parse({ ...form, comment: 'Пропуск на КПП' }), shop, order)
    expect(body).toMatchObject({
      id: 9,
      dateTime: order.dateTime,
      dateTo: order.dateTo,
      comment: 'Пропуск на КПП',
      factAssignmentsCount: 3,
      factTariffValue: '160.00',
      factTariffPeriod: 'Order',
    })
    const moved = updateBody(orderFormSchema.parse({ ...form, timeFrom: '21:00' }), shop, order)
    expect(moved.dateTime).toBe('2026-11-21T21:00:00+05:00')
  })

  it("offers only the chosen shop's services", () => {
    expect(servicesOf([shop], 2)).toEqual([{ id: 3, fullName: 'Приёмка товара' }])
    expect(servicesOf([shop], null)).toEqual([])
  })
})
