import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { endpointPath } from '../../src/contract/common/endpoint.ts'
import { fileEndpoints } from '../../src/contract/files/endpoints.ts'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import fc from 'fast-check'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { jsonBodyLimitBytes, uploadFileLimitBytes } from '../../src/server/http/body-limits.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { hostileBodies, type PropertySchema } from '../support/hostile.ts'
import { hostileValuesFor, leavesOf, sampleBody, withValueAt, type Leaf } from '../support/hostile-leaves.ts'
import { multipart } from '../support/multipart.ts'
import { expectRefused, hostileRowCounts, hostileUploadForms, sendHostile } from '../support/hostile-calls.ts'
import { apiOperations, type ApiOperation } from '../support/openapi.ts'
import { signIn, type DemoAccount } from '../support/sign-in.ts'

/**
 * Issue 12, item 3 (OWASP API4, API8): hostile input on every operation of the document, generated from its
 * schemas with a fixed seed. Every answer is a 4xx with a Russian message, nothing is written, and the server
 * keeps answering.
 */
let test: TestApp
let operations: ApiOperation[]
const tokens = new Map<DemoAccount, string>()
let rowsBefore: Record<string, number>

const seed = 20261122
const runsPerOperation = 6

beforeAll(async () => {
  test = await createTestApp()
  operations = await apiOperations(test.app)
  for (const account of ['admin', 'employee', 'worker', 'notConfirmedWorker', 'blockedWorker'] as const)
    tokens.set(account, (await signIn(test, account)).accessToken)
  rowsBefore = await rowCounts()
})
afterAll(() => test.close())

const rowCounts = () => hostileRowCounts(test)
const send = (
  operation: ApiOperation,
  payload: string | Buffer | undefined,
  contentType?: string,
  query?: string,
) => sendHostile(test, tokens, operation, payload, contentType, query)

const name = (operation: ApiOperation) => `${operation.method} ${operation.path}`
const withJsonBody = () => operations.filter((operation) => operation.body)
const uploads = () => operations.filter((operation) => /upload/.test(operation.path) && !operation.body)

describe('hostile JSON bodies, generated from each operation’s schema', () => {
  it('refuses every generated body with a 4xx in Russian', async () => {
    let checked = 0
    for (const operation of withJsonBody()) {
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
      '{"__proto__": {"isAdmin": true}}',
      '{"constructor": {"prototype": {"isAdmin": true}}}',
    ]
    for (const operation of withJsonBody()) {
      const schema = operation.body as PropertySchema
      const cases = (schema.required?.length ? ['{}'] : []).concat(shapes)
      for (const payload of cases)
        expectRefused(await send(operation, payload), `${name(operation)} ${payload}`)
    }
  })

  it('refuses a body the route cannot read: XML, form data, and text where JSON is expected', async () => {
    for (const operation of operations.filter((operation) => operation.method !== 'GET')) {
      if (uploads().includes(operation)) continue
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
      if (uploads().includes(operation)) continue
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
        hostileValuesFor(target.leaf).map((value) => ({ target, value })),
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
    for (const operation of uploads()) {
      const cases = hostileUploadForms(operation)
      for (const form of cases)
        expectRefused(
          await send(operation, form.body, form.contentType),
          `${name(operation)} ${form.body.subarray(0, 200)}`,
        )
    }
  })
})

describe('hostile paging, paths and uploads', () => {
  it('answers ids past the database’s integers with a 4xx, not a database failure', async () => {
    const idOnly = withJsonBody().filter((operation) => {
      const schema = operation.body as PropertySchema
      const required = schema.required ?? []
      return (
        required.length > 0 &&
        required.every((key) => /^(id|\w+Id)$/.test(key) && schema.properties?.[key]?.type !== 'string')
      )
    })
    expect(idOnly.length).toBeGreaterThan(15)
    for (const operation of idOnly) {
      const keys = (operation.body as PropertySchema).required!
      for (const id of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
        const body = JSON.stringify(Object.fromEntries(keys.map((key) => [key, id])))
        expectRefused(await send(operation, body), `${name(operation)} ${body}`)
      }
    }
  })

  it('refuses pages out of range and sizes not offered; a nonsense sort never fails the server', async () => {
    const paged = operations.filter((operation) =>
      Object.keys(operation.query?.properties ?? {}).includes('page'),
    )
    expect(paged.length).toBeGreaterThan(2)
    for (const operation of paged) {
      const payload = operation.body ? '{}' : undefined
      for (const query of ['?page=0', '?page=-1', '?page=abc', '?size=7', '?size=100000000', '?page=1e400'])
        expectRefused(await send(operation, payload, 'application/json', query), `${name(operation)}${query}`)
      const sorted = await send(operation, payload, 'application/json', '?sort=id;drop%20table%20orders,asc')
      expect(sorted.statusCode, name(operation)).toBeLessThan(500)
    }
  })

  it('refuses forged, huge and odd download tokens', async () => {
    for (const token of [
      'x',
      'a'.repeat(2000),
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      'eyJhbGciOiJub25lIn0.e30.',
    ]) {
      const answer = await test.app.inject({ method: 'GET', url: endpointPath(fileEndpoints.download, { token }) })
      expectRefused(answer, `download ${token.slice(0, 20)}`)
    }
    const tooLong = await test.app.inject({ method: 'GET', url: endpointPath(fileEndpoints.download, { token: 'a'.repeat(5000) }),
    })
    expect(tooLong.statusCode).toBe(414)
    expect(tooLong.json()).toEqual({ message: 'Слишком длинный адрес запроса' })
  })

  it('refuses uploads over 10 MB, without a file, with extra parts or as JSON', async () => {
    expect(uploads().map((operation) => operation.path)).toEqual(
      expect.arrayContaining([actEndpoints.upload.path, receiptEndpoints.upload.path]),
    )
    const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)])
    for (const operation of uploads()) {
      const fields = { id: '1', orderId: '1' }
      const fileField = operation.path.includes('tax-receipt') ? 'taxReceiptFile' : 'file'
      const tooBig = multipart(fields, {
        field: fileField,
        name: 'большой.pdf',
        type: 'application/pdf',
        bytes: pdf(uploadFileLimitBytes + 1),
      })
      const answer = await send(operation, tooBig.body, tooBig.contentType)
      expectRefused(answer, `${name(operation)} over 10 MB`)
      // Order 1 is not in a state to take this file, which is said before its bytes are read (issue 16, item 9).
      expect([404, 409, 413], name(operation)).toContain(answer.statusCode)

      const noFile = Buffer.from(`--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--b--\r\n`)
      expectRefused(
        await send(operation, noFile, 'multipart/form-data; boundary=b'),
        `${name(operation)} no file`,
      )
      const manyParts = Buffer.from(
        Array.from(
          { length: 20 },
          (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n1\r\n`,
        )
          .join('')
          .concat('--b--\r\n'),
      )
      expectRefused(
        await send(operation, manyParts, 'multipart/form-data; boundary=b'),
        `${name(operation)} parts`,
      )
      expectRefused(await send(operation, '{"id":1}'), `${name(operation)} as JSON`)
      expectRefused(await send(operation, 'garbage', 'multipart/form-data'), `${name(operation)} no boundary`)
    }
  })
})

describe('after all of it', () => {
  it('wrote nothing, and the server still answers', async () => {
    expect(await rowCounts()).toEqual(rowsBefore)
    const health = await test.app.inject({ method: 'GET', url: systemEndpoints.health.path })
    expect(health.statusCode).toBe(200)
    const me = await callApi(test.app, staffEndpoints.me, { token: tokens.get('employee') })
    expect(me.status).toBe(200)
  })
})
