import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressMessages } from '../../src/contract/workers/addresses.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { cachedAnswerMs } from '../../src/server/ports/addresses/cached-addresses.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'

/** The status and body of a request for suggestions; no query at all when `query` is undefined. */
const suggestions = async (test: TestApp, query?: string) => {
  const response = await callApi(test.app, workerEndpoints.addresses, {
    ...(query === undefined ? { rawBody: undefined } : { query: { query } }),
  })
  return { status: response.status, body: response.body }
}

describe('address suggestions from the bundled streets (the default adapter)', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ seed: false })
  })
  afterAll(() => test.close())

  it('answers streets of the demo cities without a sign-in, at most 10', async () => {
    const { status, body } = await suggestions(test, 'коломна окт')
    expect(status).toBe(200)
    expect(body.map((suggestion) => suggestion.value)).toEqual(
      expect.arrayContaining([
        'Московская обл, г Коломна, ул Октябрьской Революции',
        'Московская обл, г Коломна, ул Октябрьская',
      ]),
    )
    expect(body.every((suggestion) => suggestion.value.includes('г Коломна'))).toBe(true)
    expect((await suggestions(test, 'ул ')).status).toBe(400)
    expect((await suggestions(test, 'ул к')).body).toHaveLength(10)
  })

  it('ignores case, ё and punctuation and puts a street match before a city match', async () => {
    const { body } = await suggestions(test, 'САМАРА  ново-сад')
    expect(body[0]).toEqual({
      value: 'г Самара, ул Ново-Садовая',
      street: 'г Самара, ул Ново-Садовая',
      house: null,
      building: null,
      flat: null,
    })
    expect((await suggestions(test, 'озёрская')).body[0]?.value).toBe(
      'Московская обл, г Коломна, ул Озерская',
    )
  })

  it('takes a trailing number that matches no street for the house', async () => {
    const { body } = await suggestions(test, 'екатеринбург 8 марта 12')
    expect(body[0]).toEqual({
      value: 'г Екатеринбург, ул 8 Марта, д 12',
      street: 'г Екатеринбург, ул 8 Марта',
      house: '12',
      building: null,
      flat: null,
    })
  })

  it('answers an empty list for an address it does not know', async () => {
    expect(await suggestions(test, 'Владивосток Светланская')).toEqual({ status: 200, body: [] })
  })

  it('refuses fewer than 3 characters, spaces not counted, with a Russian message', async () => {
    for (const query of ['ко', '  ко  ']) {
      expect(await suggestions(test, query)).toEqual({
        status: 400,
        body: {
          message: 'Введите не менее 3 символов',
          messages: ['Введите не менее 3 символов'],
          fields: { query: 'Введите не менее 3 символов' },
        },
      })
    }
    const missing = await suggestions(test)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Поле не должно быть пустым')
  })
})

describe('address suggestions from a DaData-compatible service', () => {
  let test: TestApp
  let upstream: Server
  let answer: { status: number; body: unknown }
  const received: { authorization?: string; body: unknown }[] = []

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
  }

  beforeAll(async () => {
    upstream = createServer(async (request, response) => {
      received.push({ authorization: request.headers.authorization, body: await readBody(request) })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as AddressInfo
    test = await createTestApp({
      seed: false,
      env: {
        ADDRESS_ADAPTER: 'dadata',
        DADATA_URL: `http://127.0.0.1:${port}/suggestions/api/4_1/rs/suggest/address`,
        DADATA_TOKEN: 'test-token',
      },
    })
  })
  afterAll(async () => {
    await test.close()
    await new Promise((resolve) => upstream.close(resolve))
  })

  it('sends the query with the token and answers the suggestions with their parts', async () => {
    answer = {
      status: 200,
      body: {
        suggestions: [
          {
            value: 'Московская обл, г Коломна, ул Суворова, д 2, стр 1, кв 15',
            unrestricted_value: '140400, Московская обл, г Коломна, ул Суворова, д 2, стр 1, кв 15',
            data: {
              house: '2',
              house_type: 'д',
              block: '1',
              block_type: 'стр',
              flat: '15',
              flat_type: 'кв',
              city: 'Коломна',
            },
          },
          { value: 'Московская обл, г Коломна, ул Суворова', data: { house: null } },
        ],
      },
    }
    const { status, body } = await suggestions(test, ' Коломна Суворова 2 ')
    expect(status).toBe(200)
    expect(received.at(-1)).toEqual({
      authorization: 'Token test-token',
      body: { query: 'Коломна Суворова 2', count: 10 },
    })
    expect(body).toEqual([
      {
        value: 'Московская обл, г Коломна, ул Суворова, д 2, стр 1, кв 15',
        street: 'Московская обл, г Коломна, ул Суворова',
        house: '2',
        building: '1',
        flat: '15',
      },
      {
        value: 'Московская обл, г Коломна, ул Суворова',
        street: 'Московская обл, г Коломна, ул Суворова',
        house: null,
        building: null,
        flat: null,
      },
    ])
  })

  it('answers 503 with a Russian message when the service fails, and asks again next time', async () => {
    answer = { status: 403, body: { message: 'Forbidden' } }
    const before = received.length
    const failed = await suggestions(test, 'Коломна')
    expect(failed).toEqual({ status: 503, body: { message: addressMessages.unavailable } })
    expect((await suggestions(test, 'Коломна')).status).toBe(503)
    expect(received).toHaveLength(before + 2)
  })

  it('answers a query asked again from its cache, alike in case, ё and spacing, until it is old', async () => {
    answer = {
      status: 200,
      body: { suggestions: [{ value: 'Московская обл, г Коломна, ул Зелёная', data: { house: null } }] },
    }
    const before = received.length
    const first = await suggestions(test, 'Коломна Зелёная')
    expect(first.status).toBe(200)
    expect(await suggestions(test, '  коломна   ЗЕЛЕНАЯ ')).toEqual(first)
    expect(received).toHaveLength(before + 1)
    // Asked at once by several people, it is looked up once.
    const together = await Promise.all([1, 2, 3].map(() => suggestions(test, 'Коломна Садовая')))
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(received).toHaveLength(before + 2)

    test.clock.advance(cachedAnswerMs)
    expect(await suggestions(test, 'Коломна Зелёная')).toEqual(first)
    expect(received).toHaveLength(before + 3)
  })

  it('refuses a short query without asking the service', async () => {
    const before = received.length
    expect((await suggestions(test, 'ab')).status).toBe(400)
    expect(received).toHaveLength(before)
  })
})
