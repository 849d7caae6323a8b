import { describe, expect, it } from 'vitest'
import { orderListSearch } from '../orders/order-list-search.ts'
import { paymentListSearch } from '../payments/payment-list-search.ts'
import { administrationSearch } from '../staff/administration-search.ts'
import { peopleListSearch } from '../workers/people-list-search.ts'

describe("a staff table's address", () => {
  it('keeps every usable filter, the page, size and sort', () => {
    expect(
      orderListSearch({
        statuses: ['DONE', 'NEW'],
        cityId: 2,
        shopId: '7',
        dateFrom: '2026-11-01',
        search: 1042,
        page: 3,
        size: 50,
        sort: 'orderNumber,asc',
      }),
    ).toEqual({
      statuses: ['NEW', 'DONE'],
      cityId: 2,
      shopId: 7,
      dateFrom: '2026-11-01',
      search: '1042',
      page: 3,
      size: 50,
      sort: 'orderNumber,asc',
    })
  })

  it('drops what it does not recognise instead of failing', () => {
    expect(
      orderListSearch({
        statuses: ['FINISHED', 'X'],
        cityId: -1,
        shopId: 2_147_483_648,
        dateTo: '2026-02-30',
        search: 'ab',
        page: 0,
        size: 21,
        sort: 'password,desc',
        history: true,
      }),
    ).toEqual({})
    expect(paymentListSearch({ bankStatus: 'LOST', hasReceipt: 'yes', sort: 'fullName,asc' })).toEqual({})
  })

  it('has no sort where the table has a fixed order', () => {
    expect(peopleListSearch({ blocked: false, fundId: 4, sort: 'dateTime,desc', page: 2 })).toEqual({
      blocked: false,
      fundId: 4,
      page: 2,
    })
  })

  it('reads only the open tab’s table on Общие настройки', () => {
    const journal = {
      tab: 'journals',
      journal: 'signIns',
      search: 'Смирнова',
      actorKind: 'employee',
      what: 'session.started',
      entityId: 12,
      dateFrom: '2026-11-01',
      page: 2,
      sort: 'at,asc',
    }
    expect(administrationSearch(journal)).toEqual({ ...journal, entityId: '12' })
    expect(administrationSearch({ ...journal, tab: 'employees' })).toEqual({
      tab: 'employees',
      search: 'Смирнова',
      page: 2,
    })
    expect(administrationSearch({ ...journal, tab: undefined })).toEqual({})
    expect(
      administrationSearch({ tab: 'journals', journal: 'all', actorKind: 'robot', sort: 'fullName,asc' }),
    ).toEqual({ tab: 'journals' })
  })
})
