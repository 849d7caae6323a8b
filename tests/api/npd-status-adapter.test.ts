import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { npdMessages } from '../../src/contract/npd/npd.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import { npdRechecks } from '../../src/server/db/schema/index.ts'
import { createNpdStatus } from '../../src/server/shared/npd/npd-status.ts'
import { createFnsNpdChecker } from '../../src/server/ports/npd/npd-checker.ts'
import { callApi } from '../support/api.ts'
import { useNpdTestApp, type NpdTestApp } from '../support/npd-test-app.ts'

/**
 * Issue #22, item 1: the self-employed status asked from the tax service with the real adapter, here a local server
 * that answers as statusnpd.nalog.ru does: kept with its proof, never a 5xx, at the service's pace.
 */
let { fake, test, workerToken, employeeId, demo } = {} as NpdTestApp
const { today, nextSlot, check, profile, answeredYesterday, lastCheck } = useNpdTestApp(
  (started) => ({ fake, test, workerToken, employeeId, demo } = started),
)

describe('the real adapter, against a local server that answers as the tax service does', () => {
  it("asks with the INN and today's date and keeps the answer with its check time, request date and message", async () => {
    nextSlot()
    fake.plan(demo.ivanov.inn, 'registered')
    const response = await check(demo.ivanov)
    expect(response.status).toBe(200)
    const status = {
      registered: true,
      checkedAt: test.clock().toISOString(),
      requestDate: today(),
      message: `${demo.ivanov.inn} является плательщиком налога на профессиональный доход`,
    }
    expect(response.body).toEqual({ ...status, inn: demo.ivanov.inn })
    expect(fake.requests.at(-1)).toEqual({ inn: demo.ivanov.inn, requestDate: today() })
    expect((await profile(demo.ivanov)).npd).toEqual(status)
    const me = await callApi(test.app, workerEndpoints.me, { token: workerToken })
    expect(me.body.worker.npd).toEqual(status)
    expect((await lastCheck(demo.ivanov))?.details).toEqual({
      registered: true,
      requestDate: today(),
      reason: 'staff',
    })
  })

  it('answers "unknown" with the service\'s words, never 5xx and never "not self-employed", when it is limited, unavailable or failing', async () => {
    const cases = [
      ['limited', 'Превышено количество запросов к сервису'],
      ['unavailable', 'Сервис временно недоступен'],
      ['server-error', npdMessages.serviceUnavailable],
    ] as const
    for (const [answer, message] of cases) {
      nextSlot()
      fake.plan(demo.novikova.inn, answer)
      const response = await check(demo.novikova)
      expect(response.status, answer).toBe(200)
      expect(response.body, answer).toMatchObject({ registered: null, requestDate: today(), message })
      expect((await profile(demo.novikova)).npd.registered, answer).toBeNull()
    }
    // Each "cannot answer" left the worker to be asked again; the next answer settles it.
    expect(
      await test.db.select().from(npdRechecks).where(eq(npdRechecks.workerId, demo.novikova.id)),
    ).toHaveLength(1)
    fake.plan(demo.novikova.inn, 'registered')
    test.clock.advance(61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 1 })
    expect((await profile(demo.novikova)).npd.registered).toBe(true)
  })

  it('takes no answer from a service that cannot be reached', async () => {
    const unreachable = createFnsNpdChecker('http://127.0.0.1:9/api/v1/tracker/taxpayer_status')
    expect(await unreachable.check(demo.ivanov.inn, today())).toEqual({
      answered: false,
      reason: 'unavailable',
      message: npdMessages.serviceUnavailable,
    })
  })

  it('asks again through the scheduler after "limited", once the pause is over', async () => {
    nextSlot()
    fake.plan(demo.abdullaev.inn, 'limited', 'registered')
    expect((await check(demo.abdullaev)).body.registered).toBeNull()
    const asked = fake.requests.length
    expect(await test.npdSteps.runDue()).toEqual({ asked: 0 })
    expect(fake.requests.length).toBe(asked)
    test.clock.advance(61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 1 })
    expect((await profile(demo.abdullaev)).npd).toMatchObject({ registered: true, requestDate: today() })
    expect(await lastCheck(demo.abdullaev)).toMatchObject({
      actorKind: 'system',
      details: { registered: true, requestDate: today(), reason: 'retry' },
    })
    expect(
      await test.db.select().from(npdRechecks).where(eq(npdRechecks.workerId, demo.abdullaev.id)),
    ).toEqual([])
    test.clock.advance(61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 0 })
  })

  it("keeps to about two requests a minute: a call within the pace asks nothing, and today's yes stands", async () => {
    nextSlot()
    fake.plan(demo.ivanov.inn, 'registered')
    fake.plan(demo.novikova.inn, 'registered')
    await answeredYesterday(demo.novikova, true)
    const asked = fake.requests.length
    expect((await check(demo.ivanov)).body.registered).toBe(true)
    expect(fake.requests.length).toBe(asked + 1)
    const paced = await check(demo.novikova)
    expect(paced.status).toBe(200)
    expect(paced.body).toMatchObject({ registered: null, message: npdMessages.installationLimited })
    expect((await check(demo.ivanov)).body).toMatchObject({ registered: true, requestDate: today() })
    expect(fake.requests.length).toBe(asked + 1)
    // The one the pace held back is asked by the scheduler when its turn comes.
    test.clock.advance(61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 1 })
    expect((await profile(demo.novikova)).npd.registered).toBe(true)
  })

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'keeps the pace across instances: two servers on one PostgreSQL ask once between them',
    async () => {
      const second = await openDatabase({ databaseUrl: test.databaseUrl })
      try {
        const otherInstance = createNpdStatus({
          db: second.db,
          clock: test.clock,
          checker: createFnsNpdChecker(fake.url),
        })
        nextSlot()
        const asked = fake.requests.length
        await Promise.all([check(demo.ivanov), otherInstance.recheck(demo.abdullaev.id, employeeId)])
        expect(fake.requests.length).toBe(asked + 1)
      } finally {
        await second.close()
      }
    },
  )
})
