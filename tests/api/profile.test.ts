import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileInputOf, type Worker } from '../../src/contract/workers/worker.ts'
import { createTestApp, get, post, type TestApp } from '../support/app.ts'
import { signIn } from '../support/sign-in.ts'

let test: TestApp
let worker: string
let me: Worker

beforeAll(async () => {
  test = await createTestApp()
  worker = (await signIn(test, 'worker')).accessToken
  me = (await get(test.app, '/api/self-employed/me', worker)).body.worker as unknown as Worker
})
afterAll(() => test.close())

describe('a worker edits their own profile', () => {
  it('saves a valid change and answers the whole profile', async () => {
    const saved = await post(
      test.app,
      '/api/self-employed/update-profile',
      { ...profileInputOf(me), address: 'г. Луховицы, ул. Мира, д. 3' },
      worker,
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ address: 'г. Луховицы, ул. Мира, д. 3', phone: me.phone })
  })

  it('refuses a changed phone, a wrong INN and an unknown fund, changing nothing', async () => {
    const phone = await post(
      test.app,
      '/api/self-employed/update-profile',
      { ...profileInputOf(me), phone: '+79161112233' },
      worker,
    )
    expect(phone).toMatchObject({
      status: 400,
      body: { fields: { phone: 'Телефон в профиле не меняется: он подтверждён по СМС при регистрации' } },
    })
    const inn = await post(
      test.app,
      '/api/self-employed/update-profile',
      { ...profileInputOf(me), inn: `${me.inn.slice(0, 11)}${(Number(me.inn[11]) + 1) % 10}` },
      worker,
    )
    expect(inn).toMatchObject({ status: 400, body: { fields: { inn: 'Некорректный ИНН' } } })
    const fund = await post(
      test.app,
      '/api/self-employed/update-profile',
      { ...profileInputOf(me), fundId: 99_999 },
      worker,
    )
    expect(fund).toMatchObject({ status: 400, body: { fields: { fundId: 'Выбранное значение не найдено' } } })
    const after = (await get(test.app, '/api/self-employed/me', worker)).body.worker as unknown as Worker
    expect(after.inn).toBe(me.inn)
    expect(after.fund.id).toBe(me.fund.id)
  })

  it('is not for blocked workers or staff', async () => {
    const blocked = (await signIn(test, 'blockedWorker')).accessToken
    expect(
      (await post(test.app, '/api/self-employed/update-profile', profileInputOf(me), blocked)).status,
    ).toBe(403)
    const staff = (await signIn(test, 'employee')).accessToken
    expect(
      (await post(test.app, '/api/self-employed/update-profile', profileInputOf(me), staff)).status,
    ).toBe(403)
  })
})

describe('an employee edits their own name', () => {
  it('saves a valid name and refuses a Latin one', async () => {
    const employee = (await signIn(test, 'employee')).accessToken
    const saved = await post(
      test.app,
      '/api/employee/update-self-profile',
      { lastName: 'Кузнецов-Райт', firstName: 'Павел', patronymic: '' },
      employee,
    )
    expect(saved.body).toMatchObject({ lastName: 'Кузнецов-Райт', patronymic: null })
    const latin = await post(
      test.app,
      '/api/employee/update-self-profile',
      { lastName: 'Smith', firstName: 'Павел' },
      employee,
    )
    expect(latin.status).toBe(400)
    expect((await get(test.app, '/api/employee/me', employee)).body.fullName).toBe('Кузнецов-Райт Павел')
  })
})
