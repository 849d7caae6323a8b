import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AnswerSchemaError, answerSerializerCompiler } from './answer-serializer.ts'

const orderPage = z.object({
  content: z.array(
    z.object({
      id: z.number().int(),
      description: z.string().nullable(),
      planAssignmentsCount: z.number().int().nullable(),
      rating: z.number().nullable(),
      status: z.enum(['NEW', 'FINISHED']),
      paid: z.boolean(),
      shop: z.object({ id: z.number().int(), name: z.string() }),
      executor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
      tags: z.array(z.string()),
      comment: z.string().optional(),
    }),
  ),
  totals: z.record(z.string(), z.number()),
  state: z.union([
    z.object({ kind: z.literal('open') }),
    z.object({ kind: z.literal('closed'), at: z.string() }),
  ]),
  totalElements: z.number().int(),
})

const row = {
  id: 7,
  description: 'Выкладка товара «Молоко» \u2028 \\ "кавычки"',
  planAssignmentsCount: null,
  rating: 4.5,
  status: 'NEW',
  paid: false,
  shop: { id: 3, name: 'Магазин №1', cityId: 77 },
  executor: null,
  tags: ['утро', ''],
}
const page = {
  content: [
    row,
    { ...row, id: 8, planAssignmentsCount: 2, executor: { id: 5, fullName: 'Иванов И.', inn: '1' } },
  ],
  totals: { NEW: 2, FINISHED: 0 },
  state: { kind: 'closed', at: '2026-11-27T10:00:00.000Z' },
  totalElements: 2,
}

const serializerFor = (schema: z.ZodType, checkAnswers: boolean) =>
  answerSerializerCompiler({ checkAnswers })({
    schema,
    method: 'POST',
    url: '/api/order/filter',
    httpStatus: '200',
  })

describe('answers written from the contract (decision 043)', () => {
  for (const checkAnswers of [false, true])
    it(`writes the JSON zod's check gives, checked: ${checkAnswers}`, () => {
      const written = serializerFor(orderPage, checkAnswers)(page)
      expect(JSON.parse(written)).toEqual(orderPage.parse(page))
    })

  it('never writes what the schema does not declare: a row’s other columns stay on the server', () => {
    const written = serializerFor(orderPage, false)({ ...page, passwordHash: 'secret' })
    expect(written).not.toContain('passwordHash')
    expect(written).not.toContain('cityId')
    expect(written).not.toContain('inn')
  })

  it('with the check, refuses an answer that does not fit the contract', () => {
    const serialize = serializerFor(orderPage, true)
    expect(() => serialize({ ...page, totalElements: 'два' })).toThrow(AnswerSchemaError)
    expect(() => serialize({ ...page, content: [{ ...row, id: 1.5 }] })).toThrow(AnswerSchemaError)
    expect(() => serialize({ ...page, content: [{ ...row, description: undefined }] })).toThrow(
      AnswerSchemaError,
    )
  })

  it('writes a schema that has no JSON form through zod, and still refuses what does not fit', () => {
    const schema = z.object({ at: z.date(), count: z.number() })
    const serialize = serializerFor(schema, false)
    const at = new Date('2026-11-27T10:00:00Z')
    expect(JSON.parse(serialize({ at, count: 1, extra: true }))).toEqual({ at: at.toISOString(), count: 1 })
    expect(() => serialize({ at: 'вчера', count: 1 })).toThrow(AnswerSchemaError)
  })
})
