import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { peopleEndpoints as calls } from '../../src/contract/people/endpoints.ts'
import type { PersonRow } from '../../src/contract/workers/people.ts'
import { workers } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

let test: TestApp
let staff: string

beforeAll(async () => {
  test = await createTestApp()
  staff = (await signIn(test, 'employee')).accessToken
})
afterAll(() => test.close())

describe('the people search (decision 053)', () => {
  /** Workers beside the demo's, named and numbered so that the searches below tell the rules apart. */
  const added = [
    {
      lastName: 'Лебедева',
      firstName: 'Мария',
      patronymic: null,
      phone: '+79001112233',
      state: 'SELF_EMPLOYED',
    },
    {
      lastName: 'Лебедев',
      firstName: 'Михаил',
      patronymic: 'Петрович',
      phone: '+79004445566',
      state: 'SELF_EMPLOYED',
    },
    {
      lastName: 'Михайлов',
      firstName: 'Лев',
      patronymic: 'Сергеевич',
      phone: '+79007778899',
      state: 'SELF_EMPLOYED',
    },
    {
      lastName: 'Ёлкина',
      firstName: 'Анна',
      patronymic: 'Львовна',
      phone: '+79001234500',
      state: 'BLOCKED_SELF_EMPLOYED',
    },
    {
      lastName: 'Лебедев',
      firstName: 'Олег',
      patronymic: '',
      phone: '+79005551122',
      state: 'NOT_CONFIRMED_SELF_EMPLOYED',
    },
  ] as const

  beforeAll(async () => {
    const [template] = await test.db.select().from(workers).where(eq(workers.phone, demoPhones.worker))
    const { id: _id, ...copy } = template!
    await test.db.insert(workers).values(
      added.map((person, index) => ({
        ...copy,
        ...person,
        inn: `7712345678${index}${index}`,
        snils: `1234567890${index}`,
        paymentCardNumber: `427600000000000${index}`,
        passportNumber: `00000${index}`,
      })),
    )
  })

  const listed = async (confirmed: boolean, search?: string) =>
    (
      await callApi(test.app, calls.filter, {
        token: staff,
        body: { confirmed, ...(search === undefined ? {} : { search }) },
        query: { size: 200 },
      })
    ).body
  /** What the search should find, worked out here from what each row shows. */
  const expected = (all: PersonRow[], search: string) => {
    const digits = search.replace(/\D/g, '')
    return all
      .filter(
        (row) =>
          row.fullName.toLowerCase().includes(search.toLowerCase()) ||
          (digits.length >= 3 && (row.phone.includes(digits) || row.inn.includes(digits))),
      )
      .map((row) => row.id)
  }

  it('finds a part of the name, the phone or the INN, in any case, in the list’s order', async () => {
    const searches = [
      'лебед',
      'ЛЕБЕДЕВ М',
      'Лебедева Мария',
      'Мария',
      'ёлкин',
      'Лев',
      'Львовна',
      '1112233',
      '+7 900 777',
      '7712345',
      '345678911',
      '233',
      'Лебед%',
      'Никто такой',
    ]
    for (const confirmed of [true, false]) {
      const all = (await listed(confirmed)).content
      for (const search of searches) {
        const page = await listed(confirmed, search)
        expect(
          page.content.map((row) => row.id),
          `${confirmed} ${search}`,
        ).toEqual(expected(all, search))
        expect(page.totalElements, `${confirmed} ${search}`).toBe(page.content.length)
      }
    }
    expect((await listed(true, 'Лебедева Мария')).content.map((row) => row.fullName)).toEqual([
      'Лебедева Мария',
    ])
    // An empty patronymic (an erased one) shows as concat_ws makes it, with the space it joins.
    expect((await listed(false, 'лебедев')).content.map((row) => row.fullName)).toEqual(['Лебедев Олег '])
  })

  it('keeps the other filters with a search by digits', async () => {
    const blocked = await callApi(test.app, calls.filter, {
      token: staff,
      body: { confirmed: true, blocked: true, search: '9001' },
      query: {},
    })
    expect(blocked.body.content.map((row) => row.fullName)).toEqual(['Ёлкина Анна Львовна'])
  })
})
