import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify'
import { z } from 'zod'

type Serialize = (data: unknown) => string
type JsonSchema = { [key: string]: unknown }

/** An answer that does not fit its schema: the server's fault, answered 500 by the error handler. */
export class AnswerSchemaError extends Error {
  constructor(route: string, cause: unknown) {
    super(`The answer of ${route} does not fit its schema`, { cause })
  }
}

/**
 * The schema as the generated code reads it best. zod's nullable `anyOf: [X, {type: 'null'}]` becomes X that
 * may be null, which is written without ajv. `additionalProperties: false` goes: zod strips what a schema does not
 * declare rather than refusing it, and the generated code writes only the declared properties either way, while
 * ajv (which picks a union's branch) would refuse an object that carries more.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer)
  if (!schema || typeof schema !== 'object') return schema
  const node: JsonSchema = {}
  for (const [key, value] of Object.entries(schema))
    if (!(key === 'additionalProperties' && value === false)) node[key] = forSerializer(value)
  const branches = node.anyOf
  if (!Array.isArray(branches) || branches.length !== 2) return node
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1
  const nullAt = (branches as JsonSchema[]).findIndex(isNull)
  const other = branches[1 - nullAt] as JsonSchema | undefined
  if (nullAt < 0 || !other || typeof other.type !== 'string') return node
  const { anyOf: _, ...rest } = node
  return other.type === 'object' || other.type === 'array'
    ? { ...rest, ...other, nullable: true }
    : { ...rest, ...other, type: [other.type, 'null'] }
}

/** The answer's JSON written by code generated from the schema, or nothing when the schema has no JSON form. */
function compiled(schema: z.ZodType): Serialize | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' })
    return fastJson(forSerializer(json) as Parameters<typeof fastJson>[0])
  } catch {
    return undefined
  }
}

/** zod's own path: the answer checked and stripped to the schema, then `JSON.stringify`. */
function checked(schema: z.ZodType, route: string): Serialize {
  return (data) => {
    const result = schema.safeParse(data)
    if (!result.success) throw new AnswerSchemaError(route, result.error)
    return JSON.stringify(result.data)
  }
}

/**
 * Answers are written by fast-json-stringify from the contract's schema (decision 043): it writes only the
 * schema's properties, so a row's other columns never leave the server, at about a quarter of the CPU of zod's
 * check followed by `JSON.stringify`. Each serializer is generated on its route's first answer, not at start.
 *
 * With `checkAnswers` (every API test) each answer also goes through zod's check, and the two texts must carry the
 * same JSON: an answer that does not fit the contract fails there, and so would a schema the generated code
 * wrote differently from zod.
 */
export function answerSerializerCompiler(options: {
  checkAnswers: boolean
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const route = `${method} ${url}`
    let serialize: Serialize | undefined
    const zodPath = checked(schema, route)
    return (data) => {
      serialize ??= compiled(schema) ?? zodPath
      if (!options.checkAnswers || serialize === zodPath) return serialize(data)
      const expected = zodPath(data)
      const text = serialize(data)
      if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected)))
        throw new AnswerSchemaError(route, new Error(`written ${text}, zod wrote ${expected}`))
      return text
    }
  }
}
