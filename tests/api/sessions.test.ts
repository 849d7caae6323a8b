import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { sessionMessages } from '../../src/contract/auth/sms-code.ts'
import { cacheBackstopMs } from '../../src/server/db/changes.ts'
import { refreshGraceMs } from '../../src/server/features/auth/sessions.service.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { statusAndBody } from '../support/status-and-body.ts'
import { signIn } from '../support/sign-in.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '60' } })
})
afterAll(() => test.close())

const refresh = (refreshToken: string, app = test.app) =>
  statusAndBody(callApi(app, auth.renewTokens, { body: { refreshToken } }))
const signOut = (refreshToken: string, app = test.app) =>
  callApi(app, auth.signOut, { body: { refreshToken } })
const workerMe = (token: string, app = test.app) => statusAndBody(callApi(app, workerEndpoints.me, { token }))
const staffMe = (token: string) => statusAndBody(callApi(test.app, staffEndpoints.me, { token }))

describe('access and refresh tokens', () => {
  it('rotates the refresh token and keeps the session flag', async () => {
    const first = await signIn(test, 'worker')
    const second = await refresh(first.refreshToken)
    expect(second.status).toBe(200)
    expect(second.body.refreshToken).not.toBe(first.refreshToken)
    expect(second.body.isRedirectedFromExternalApp).toBe(false)
    expect((await workerMe(second.body.accessToken)).status).toBe(200)
  })

  it('revokes the whole session when a spent refresh token comes back after the grace window', async () => {
    const first = await signIn(test, 'employee')
    const second = await refresh(first.refreshToken)
    test.clock.advance(refreshGraceMs)
    expect(await refresh(first.refreshToken)).toEqual({
      status: 400,
      body: { message: sessionMessages.refreshInvalid },
    })
    expect((await refresh(second.body.refreshToken)).status).toBe(400)
  })

  it('answers 400 to an unknown or empty refresh token', async () => {
    expect((await refresh('not-a-token')).status).toBe(400)
    const empty = await refresh('')
    expect(empty).toMatchObject({ status: 400, body: { message: 'Поле не должно быть пустым' } })
  })

  it('ends the session on logout', async () => {
    const tokens = await signIn(test, 'worker')
    const logout = await signOut(tokens.refreshToken)
    expect(logout.status).toBe(204)
    expect((await refresh(tokens.refreshToken)).status).toBe(400)
  })

  it('refuses the access token of a session ended by logout at once', async () => {
    const tokens = await signIn(test, 'worker')
    expect((await workerMe(tokens.accessToken)).status).toBe(200)
    await signOut(tokens.refreshToken)
    expect(await workerMe(tokens.accessToken)).toEqual({
      status: 401,
      body: { message: 'Сессия истекла. Войдите снова' },
    })
  })

  it('refuses every access token of a session that a reused refresh token revoked, at once', async () => {
    const first = await signIn(test, 'admin')
    const second = await refresh(first.refreshToken)
    const renewed = second.body.accessToken
    expect((await staffMe(renewed)).status).toBe(200)
    test.clock.advance(refreshGraceMs)
    expect((await refresh(first.refreshToken)).status).toBe(400)
    expect((await staffMe(renewed)).status).toBe(401)
    expect((await staffMe(first.accessToken)).status).toBe(401)
  })

  it('renews twice with one refresh token within the grace window: both pairs work', async () => {
    const first = await signIn(test, 'worker')
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)])
    expect([a.status, b.status]).toEqual([200, 200])
    test.clock.advance(refreshGraceMs - 1000)
    const c = await refresh(first.refreshToken)
    expect(c.status).toBe(200)
    const children = [a, b, c].map((answer) => answer.body)
    expect(new Set(children.map((child) => child.refreshToken)).size).toBe(3)
    for (const child of children) {
      expect((await workerMe(child.accessToken)).status).toBe(200)
      expect((await refresh(child.refreshToken)).status).toBe(200)
    }
  })

  it('lets a refresh token spent just now renew only a live session', async () => {
    const first = await signIn(test, 'worker')
    const second = await refresh(first.refreshToken)
    await signOut(second.body.refreshToken)
    expect((await refresh(first.refreshToken)).status).toBe(400)
  })

  it('answers 401 to an expired access token, and the refresh gives a working one', async () => {
    const tokens = await signIn(test, 'admin')
    test.clock.advance(59_000)
    expect((await staffMe(tokens.accessToken)).status).toBe(200)
    test.clock.advance(2_000)
    expect((await staffMe(tokens.accessToken)).status).toBe(401)
    const renewed = await refresh(tokens.refreshToken)
    expect((await staffMe(renewed.body.accessToken)).status).toBe(200)
  })

  it('answers 401 to a token signed with another secret', async () => {
    const forged = await new SignJWT({ kind: 'employee', roles: ['EMPLOYEE', 'ADMIN'], sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('access')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'))
    expect(await staffMe(forged)).toEqual({
      status: 401,
      body: { message: 'Сессия истекла. Войдите снова' },
    })
  })

  it('takes roles from the database, so a block applies to a live token at once', async () => {
    const tokens = await signIn(test, 'worker')
    await test.db.execute(
      sql`update workers set state = 'DELETED_SELF_EMPLOYED' where phone = '+79990000011'`,
    )
    expect((await workerMe(tokens.accessToken)).status).toBe(401)
    expect((await refresh(tokens.refreshToken)).status).toBe(400)
  })
})

describe('remembered sessions (decision 024)', () => {
  let fresh: TestApp
  beforeAll(async () => {
    fresh = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '600' } })
  })
  afterAll(() => fresh.close())
  const me = (token: string) => workerMe(token, fresh.app)

  it('still refuses at once a session this instance ends, by logout or by a reused refresh token', async () => {
    const tokens = await signIn(fresh, 'worker')
    expect((await me(tokens.accessToken)).status).toBe(200)
    await signOut(tokens.refreshToken, fresh.app)
    expect((await me(tokens.accessToken)).status).toBe(401)

    const first = await signIn(fresh, 'worker')
    const second = await refresh(first.refreshToken, fresh.app)
    expect((await me(second.body.accessToken)).status).toBe(200)
    fresh.clock.advance(refreshGraceMs)
    await refresh(first.refreshToken, fresh.app)
    expect((await me(second.body.accessToken)).status).toBe(401)
  })

  it('applies a deletion and a lost admin role made through the app to a remembered session at once', async () => {
    const admin = await signIn(fresh, 'admin')
    const employee = await signIn(fresh, 'employee')
    const staffMe = (token: string) => callApi(fresh.app, staffEndpoints.me, { token })
    const { id } = (await staffMe(employee.accessToken)).body
    const byAdmin = { token: admin.accessToken, body: { id } }
    const search = (token: string) =>
      callApi(fresh.app, staffEndpoints.filter, { token, body: {}, query: {} })
    expect((await callApi(fresh.app, staffEndpoints.assignAdmin, byAdmin)).status).toBe(200)
    expect((await search(employee.accessToken)).status).toBe(200)
    expect((await callApi(fresh.app, staffEndpoints.revokeAdmin, byAdmin)).status).toBe(200)
    expect((await search(employee.accessToken)).status).toBe(403)
    expect((await callApi(fresh.app, staffEndpoints.remove, byAdmin)).status).toBe(204)
    expect((await staffMe(employee.accessToken)).status).toBe(401)
  })

  it('sees a session ended by hand in the database, which announces nothing, within the backstop time', async () => {
    const tokens = await signIn(fresh, 'worker')
    expect((await me(tokens.accessToken)).status).toBe(200)
    await fresh.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`)
    expect((await me(tokens.accessToken)).status).toBe(200)
    fresh.clock.advance(cacheBackstopMs)
    expect((await me(tokens.accessToken)).status).toBe(401)
  })
})
