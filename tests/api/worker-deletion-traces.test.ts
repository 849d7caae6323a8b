import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarEndpoints as calendar } from '../../src/contract/calendar/endpoints.ts'
import { pushEndpoints as push } from '../../src/contract/notifications/endpoints.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import {
  calendarFeeds,
  journal,
  notificationPreferences,
  pushSubscriptions,
  smsCodes,
  smsWrongCodes,
  workers,
} from '../../src/server/db/schema/index.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { startTestPushService } from '../support/push-service.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

/**
 * Issue 43, item 6 (decision 064): deleting a worker erases at once what reached or named them outside their
 * documents: the calendar address, the push devices and switches, and the phone in the SMS codes and their journal
 * entries.
 */
let test: TestApp
let service: Awaited<ReturnType<typeof startTestPushService>>

beforeAll(async () => {
  test = await createTestApp()
  service = await startTestPushService()
})
afterAll(async () => {
  await service.close()
  await test.close()
})

const smsEntriesOf = (codeIds: number[]) =>
  test.db
    .select({ details: journal.details })
    .from(journal)
    .where(and(eq(journal.entity, 'sms'), inArray(journal.entityId, codeIds.map(String))))

describe('deleting a worker', () => {
  it('erases their calendar address, devices, switches and the phone’s SMS traces, and only theirs', async () => {
    const phone = demoPhones.notConfirmedWorker
    const [{ id } = { id: 0 }] = await test.db
      .select({ id: workers.id })
      .from(workers)
      .where(eq(workers.phone, phone))
    const worker = (await signIn(test, 'notConfirmedWorker')).accessToken
    const admin = (await signIn(test, 'admin')).accessToken

    const link = await callApi(test.app, calendar.link, { token: worker })
    const token = new URL(link.body.url).pathname.split('/').at(-1)!
    expect((await callApi(test.app, calendar.feed, { params: { token } })).status).toBe(200)
    const subscribed = await callApi(test.app, push.subscribe, {
      token: worker,
      body: service.device().subscription,
    })
    expect(subscribed.status).toBe(204)
    const switched = await callApi(test.app, push.setPreference, {
      token: worker,
      body: { kind: 'newOrders', enabled: false },
    })
    expect(switched.status).toBe(200)
    // A wrong code entered from the worker's network: kept with the phone and the network until the deletion.
    await callApi(test.app, auth.requestWorkerCode, { body: { phone } })
    const wrongCode = await callApi(test.app, auth.signInWorker, { body: { phone, code: '0000' } })
    expect(wrongCode.status).toBe(400)
    expect(await test.db.select().from(smsWrongCodes).where(eq(smsWrongCodes.phone, phone))).not.toEqual([])
    const codeIds = (
      await test.db.select({ id: smsCodes.id }).from(smsCodes).where(eq(smsCodes.phone, phone))
    ).map((row) => row.id)
    expect(codeIds.length).toBeGreaterThan(0)
    expect(await smsEntriesOf(codeIds)).toEqual(
      codeIds.map(() => ({ details: expect.objectContaining({ phone, address: expect.any(String) }) })),
    )
    const codesBefore = (await test.db.select({ id: smsCodes.id }).from(smsCodes)).length

    const deleted = await callApi(test.app, peopleEndpoints.remove, { token: admin, body: { id } })
    expect(deleted.status).toBe(200)

    // The calendar address serves nothing any more.
    expect((await callApi(test.app, calendar.feed, { params: { token } })).status).toBe(404)
    expect(await test.db.select().from(calendarFeeds).where(eq(calendarFeeds.workerId, id))).toEqual([])
    // No device, no switches.
    const ofWorker = (table: typeof pushSubscriptions | typeof notificationPreferences) =>
      and(eq(table.userKind, 'worker'), eq(table.userId, id))
    expect(await test.db.select().from(pushSubscriptions).where(ofWorker(pushSubscriptions))).toEqual([])
    expect(
      await test.db.select().from(notificationPreferences).where(ofWorker(notificationPreferences)),
    ).toEqual([])
    // The codes stay counted (the SMS were paid for) without the phone; their entries lose phone and address.
    expect(await test.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([])
    expect(await test.db.select().from(smsWrongCodes).where(eq(smsWrongCodes.phone, phone))).toEqual([])
    const addresses = await test.db
      .select({ from: smsCodes.requestedFrom })
      .from(smsCodes)
      .where(inArray(smsCodes.id, codeIds))
    expect(addresses.map((row) => row.from)).toEqual(codeIds.map(() => null))
    expect((await test.db.select({ id: smsCodes.id }).from(smsCodes)).length).toBe(codesBefore)
    for (const { details } of await smsEntriesOf(codeIds)) {
      expect(details).not.toHaveProperty('phone')
      expect(details).not.toHaveProperty('address')
      expect(details).toHaveProperty('purpose')
    }
    const digits = phone.slice(1)
    expect(
      await test.db
        .select()
        .from(journal)
        .where(sql`${journal.details}::text like ${`%${digits}%`}`),
    ).toEqual([])

    // Another person's traces stay as they were.
    expect(
      (await test.db.select().from(smsCodes).where(eq(smsCodes.phone, demoPhones.admin))).length,
    ).toBeGreaterThan(0)
    expect(
      await test.db
        .select()
        .from(journal)
        .where(sql`${journal.details}->>'phone' = ${demoPhones.admin}`),
    ).not.toEqual([])
  })
})
