import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { endpointPath } from '../../src/contract/common/endpoint.ts'
import { filesEndpoints } from '../../src/contract/files/endpoints.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { uploadFileLimitBytes } from '../../src/server/http/body-limits.ts'
import type { TestApp } from '../support/app.ts'
import { createHostileApp, operationName as name, type HostileApp } from '../support/hostile-app.ts'
import { expectRefused } from '../support/hostile-calls.ts'
import type { PropertySchema } from '../support/hostile.ts'
import { multipart } from '../support/multipart.ts'
import type { ApiOperation } from '../support/openapi.ts'

/**
 * Issue 12, item 3: ids past the database's integers, pages and sizes out of range, forged download tokens
 * and hostile uploads on every operation that takes them: each is a 4xx, nothing is written.
 */
let hostile: HostileApp
let test: TestApp
let operations: ApiOperation[]
let send: HostileApp['send']

beforeAll(async () => {
  hostile = await createHostileApp()
  ;({ test, operations, send } = hostile)
})
afterAll(() => test.close())

describe('hostile paging, paths and uploads', () => {
  it('answers ids past the database’s integers with a 4xx, not a database failure', async () => {
    const idOnly = hostile.withJsonBody().filter((operation) => {
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
      const answer = await test.app.inject({
        method: 'GET',
        url: endpointPath(filesEndpoints.download, { token }),
      })
      expectRefused(answer, `download ${token.slice(0, 20)}`)
    }
    const tooLong = await test.app.inject({
      method: 'GET',
      url: endpointPath(filesEndpoints.download, { token: 'a'.repeat(5000) }),
    })
    expect(tooLong.statusCode).toBe(414)
    expect(tooLong.json()).toEqual({ message: 'Слишком длинный адрес запроса' })
  })

  it('refuses uploads over 10 MB, without a file, with extra parts or as JSON', async () => {
    expect(hostile.uploads().map((operation) => operation.path)).toEqual(
      expect.arrayContaining([actEndpoints.upload.path, receiptEndpoints.upload.path]),
    )
    const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)])
    for (const operation of hostile.uploads()) {
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
  it('wrote nothing, and the server still answers', () => hostile.expectUnharmed())
})
