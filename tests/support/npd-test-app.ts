import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { employees, journal, workers } from '../../src/server/db/schema/index.ts'
import { businessDate } from '../../src/server/kernel/local-day.ts'
import { callApi } from './api.ts'
import { createTestApp } from './app.ts'
import { startFakeNpdService } from './fake-npd-service.ts'
import { demoPhones, signIn } from './sign-in.ts'

/**
 * Issue #22, item 1's tests: an app asking a local server that answers as statusnpd.nalog.ru does, the staff's,
 * the admin's and the demo worker's tokens, and the demo workers it asks about.
 */
export type DemoWorker = { id: number; inn: string }

async function startNpdTestApp() {
  const fake = await startFakeNpdService()
  const test = await createTestApp({
    env: { NPD_ADAPTER: 'fns', NPD_URL: fake.url, ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) },
  })
  const phones = { ivanov: demoPhones.worker, abdullaev: demoPhones.secondWorker, novikova: '+79990000015' }
  const demo: Record<keyof typeof phones, DemoWorker> = {
    ivanov: { id: 0, inn: '' },
    abdullaev: { id: 0, inn: '' },
    novikova: { id: 0, inn: '' },
  }
  for (const [name, phone] of Object.entries(phones)) {
    const [row] = await test.db.select().from(workers).where(eq(workers.phone, phone))
    demo[name as keyof typeof demo] = { id: row!.id, inn: row!.inn }
  }
  const [employee] = await test.db.select().from(employees).where(eq(employees.phone, demoPhones.employee))
  return {
    fake,
    test,
    staff: (await signIn(test, 'employee')).accessToken,
    admin: (await signIn(test, 'admin')).accessToken,
    workerToken: (await signIn(test, 'worker')).accessToken,
    employeeId: employee!.id,
    demo,
  }
}

export type NpdTestApp = Awaited<ReturnType<typeof startNpdTestApp>>

/**
 * Starts the set-up before the file's tests and closes it after them; `set` hands it to the file's variables. Answers
 * the calls the tests share: checks asked by staff, the stored answer and its journal line, the clock moved on.
 */
export function useNpdTestApp(set: (started: NpdTestApp) => void) {
  let started: NpdTestApp
  beforeAll(async () => {
    started = await startNpdTestApp()
    set(started)
  }, 60_000)
  afterAll(async () => {
    await started.test.close()
    await started.fake.close()
  })
  const current = () => started

  const today = () => businessDate(current().test.clock())
  /** Past the installation's pace (a request every 30 s) and any hold after a "limited". */
  const nextSlot = () => current().test.clock.advance(61_000)
  const check = (worker: DemoWorker) =>
    callApi(current().test.app, peopleEndpoints.npdCheck, { token: current().staff, body: { id: worker.id } })
  const profile = async (worker: DemoWorker) =>
    (
      await callApi(current().test.app, peopleEndpoints.byId, {
        token: current().staff,
        body: { id: worker.id },
      })
    ).body
  /** Sets what is stored, as if the service had answered `registered` yesterday. */
  const answeredYesterday = (worker: DemoWorker, registered: boolean | null) =>
    current()
      .test.db.update(workers)
      .set({
        npdRegistered: registered,
        npdCheckedAt: new Date(current().test.clock().getTime() - 86_400_000),
        npdRequestDate: businessDate(new Date(current().test.clock().getTime() - 86_400_000)),
        npdMessage: 'вчерашний ответ',
      })
      .where(eq(workers.id, worker.id))
  const lastCheck = async (worker: DemoWorker) => {
    const [row] = await current()
      .test.db.select()
      .from(journal)
      .where(and(eq(journal.action, 'worker.npd-checked'), eq(journal.entityId, String(worker.id))))
      .orderBy(desc(journal.id))
      .limit(1)
    return row
  }
  const actorsOf = () => ({
    staff: current().staff,
    worker: current().workerToken,
    workerId: current().demo.ivanov.id,
  })
  return { today, nextSlot, check, profile, answeredYesterday, lastCheck, actorsOf }
}
