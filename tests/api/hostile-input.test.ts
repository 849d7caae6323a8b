import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { jsonBodyLimitBytes } from '../../src/server/http/body-limits.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createHostileApp, operationName, type HostileApp } from '../support/hostile-app.ts'
import { hostileBodies, type PropertySchema } from '../support/hostile.ts'
import { hostileValuesFor, leavesOf, sampleBody, withValueAt, type Leaf } from '../support/hostile-leaves.ts'
import { expectRefused, hostileUploadForms } from '../support/hostile-calls.ts'
import type { ApiOperation } from '../support/openapi.ts'

/**
 * Issue 12, item 3 (OWASP API4, API8): hostile input on every operation of the document, generated from its
 * schemas with a fixed seed. Every answer is a 4xx with a Russian message, nothing is written, and the server
 * keeps answering.
 */
let hostile: HostileApp
let test: TestApp
let operations: ApiOperation[]
let send: HostileApp['send']
const name = operationName

const seed = 20261122
const runsPerOperation = 6

beforeAll(async () => {
  hostile = await createHostileApp()
  ;({ test, operations, send } = hostile)
})
afterAll(() => test.close())

describe('hostile JSON bodies, generated from each operation’s schema', () => {
  it('refuses every generated body with a 4xx in Russian', async () => {
    let checked = 0
    for (const operation of hostile.withJsonBody()) {
      const bodies = hostileBodies(operation.body as PropertySchema)
      if (!bodies) continue
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          expectRefused(
            await send(operation, JSON.stringify(body)),
            `${name(operation)} ${JSON.stringify(body)}`,
          )
        }),
        { seed, numRuns: runsPerOperation, endOnFailure: true },
      )
      checked++
    }
    expect(checked).toBeGreaterThan(20)
  })

  it('refuses missing fields, bodies of the wrong shape, invalid JSON and prototype keys', async () => {
    const shapes = [
      '[]',
      '"строка"',
      '12345',
      'null',
      '{"a":',
      '{"id": 1,}',
      '\u0000',
      '"\\ud800"',
      '{"__proto__": {"isAdmin": true}}',
      '{"constructor": {"prototype": {"isAdmin": true}}}',
    ]
    for (const operation of hostile.withJsonBody()) {
      const schema = operation.body as PropertySchema
      const cases = (schema.required?.length ? ['{}'] : []).concat(shapes)
      for (const payload of cases)
        expectRefused(await send(operation, payload), `${name(operation)} ${payload}`)
    }
  })

  it('refuses a body the route cannot read: XML, form data, and text where JSON is expected', async () => {
    for (const operation of operations.filter((operation) => operation.method !== 'GET')) {
      if (hostile.uploads().includes(operation)) continue
      expectRefused(await send(operation, '<id>1</id>', 'application/xml'), `${name(operation)} as XML`)
      expectRefused(
        await send(operation, 'id=1', 'application/x-www-form-urlencoded'),
        `${name(operation)} form`,
      )
      if (operation.body)
        expectRefused(await send(operation, '{"id":1}', 'text/plain'), `${name(operation)} text`)
    }
  })

  it('refuses bodies over the limit with 413, whether one huge string or many small fields', async () => {
    const megabyteString = JSON.stringify({ id: 1, phone: 'я'.repeat(1024 * 1024) })
    const manyFields = JSON.stringify(
      Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`поле${i}`, i])),
    )
    expect(Buffer.byteLength(manyFields)).toBeGreaterThan(jsonBodyLimitBytes)
    for (const operation of operations.filter((operation) => operation.method !== 'GET')) {
      if (hostile.uploads().includes(operation)) continue
      for (const payload of [megabyteString, manyFields]) {
        const answer = await send(operation, payload)
        expectRefused(answer, `${name(operation)} oversized`)
        expect(answer.statusCode, name(operation)).toBe(413)
        expect(JSON.parse(answer.body).message).toBe('Запрос слишком большой')
      }
    }
  })
})

describe('NUL characters, ids past PostgreSQL’s integers and impossible dates (issue 16, item 8)', () => {
  type Target = { leaf: Leaf; in: 'body' | 'query' }
  const queryString = (query: Record<string, unknown>) => {
    const pairs = Object.entries(query).map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    return pairs.length ? `?${pairs.join('&')}` : ''
  }

  it('answers a NUL in the public city search with 400, as the issue found it answering 500', async () => {
    const answer = await callApi(test.app, dictionaryEndpoints.cities, { query: { search: 'Москва\u0000' } })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ fields: { search: 'Используются недопустимые символы' } })
  })

  it('answers a lone surrogate in the company’s name with 400, as issue 43 found it answering 500', async () => {
    const setCompany = operations.find(
      (operation) => operation.method === 'POST' && operation.path === '/api/settings/company',
    )!
    const answer = await send(setCompany, '{"name":"ООО \\ud800","inn":"7707083893"}')
    expect(answer.statusCode, answer.body).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ fields: { name: 'Используются недопустимые символы' } })
  })

  it('refuses each in every string, id and date of every body and query, at that field', async () => {
    let requests = 0
    for (const operation of operations) {
      const targets: Target[] = [
        ...leavesOf(operation.body as PropertySchema | undefined).map((leaf) => ({
          leaf,
          in: 'body' as const,
        })),
        ...leavesOf(operation.query as PropertySchema | undefined).map((leaf) => ({
          leaf,
          in: 'query' as const,
        })),
      ]
      if (targets.length === 0) continue
      const cases = targets.flatMap((target) =>
        hostileValuesFor(target.leaf, target.in).map((value) => ({ target, value })),
      )
      const hostileRequest = fc.record({ hostile: fc.constantFrom(...cases), allFields: fc.boolean() })
      await fc.assert(
        fc.asyncProperty(hostileRequest, async ({ hostile: { target, value }, allFields }) => {
          const body = operation.body ? sampleBody(operation.body as PropertySchema, allFields) : undefined
          const query = sampleBody(
            operation.query as PropertySchema | undefined,
            allFields && !!operation.body,
          )
          const path = target.leaf.path
          const payload = target.in === 'body' ? withValueAt(body ?? {}, path, value) : body
          const url = queryString(target.in === 'query' ? withValueAt(query, path, value) : query)
          const where = `${name(operation)} ${target.in} ${path.join('.')}=${JSON.stringify(value)}`
          const answer = await send(
            operation,
            payload === undefined ? undefined : JSON.stringify(payload),
            'application/json',
            url,
          )
          requests++
          expectRefused(answer, where)
          const fields = (JSON.parse(answer.body) as { fields?: Record<string, string> }).fields ?? {}
          expect(Object.keys(fields), `${where} → ${answer.body}`).toContain(path.join('.'))
        }),
        // Every value at every leaf once, then a few more with all optional fields filled around it.
        {
          seed,
          numRuns: cases.length + runsPerOperation,
          examples: cases.map((hostile) => [{ hostile, allFields: false }]),
        },
      )
    }
    expect(requests).toBeGreaterThan(1000)
  })

  it('refuses them in the fields and the file name of every upload', async () => {
    for (const operation of hostile.uploads()) {
      const cases = hostileUploadForms(operation)
      for (const form of cases)
        expectRefused(
          await send(operation, form.body, form.contentType),
          `${name(operation)} ${form.body.subarray(0, 200)}`,
        )
    }
  })
})

describe('after all of it', () => {
  it('wrote nothing, and the server still answers', () => hostile.expectUnharmed())
})
