import fc from 'fast-check'

/** A property's schema as the OpenAPI document gives it (OpenAPI 3.0 flavour of JSON Schema). */
export type PropertySchema = {
  type?: string
  enum?: unknown[]
  nullable?: boolean
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  items?: PropertySchema
  properties?: Record<string, PropertySchema>
  required?: string[]
  anyOf?: PropertySchema[]
  oneOf?: PropertySchema[]
}

const anObject = { поле: 1 }
const aList = [1, 2]

/**
 * Values the schema certainly refuses, whatever else the body holds. Ids are coerced from strings and
 * booleans (`true` is 1), so a number is poisoned only with what no coercion saves: letters, objects,
 * lists of two, values past its bounds.
 */
function poisonsFor(schema: PropertySchema, required: boolean): unknown[] {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) return required ? [anObject] : []
  const notNull = required && !schema.nullable ? [null] : []
  switch (schema.type) {
    case 'string':
      return [
        ...notNull,
        anObject,
        aList,
        12345,
        ...(schema.enum ? ['НЕТ_ТАКОГО_ЗНАЧЕНИЯ'] : []),
        ...(schema.pattern ? ['не по шаблону ☺'] : []),
        ...(schema.maxLength !== undefined ? ['я'.repeat(schema.maxLength + 1)] : []),
        ...(required && (schema.minLength ?? 0) > 0 ? [''] : []),
      ]
    case 'number':
    case 'integer': {
      const exclusive = schema.exclusiveMinimum === true
      return [
        ...notNull,
        'не число',
        anObject,
        aList,
        ...(schema.type === 'integer' ? [1.5] : []),
        ...(schema.minimum !== undefined ? [exclusive ? schema.minimum : schema.minimum - 1] : []),
        ...(schema.maximum !== undefined ? [schema.maximum * 2 + 2] : []),
      ]
    }
    case 'boolean':
      return [...notNull, 'да', 2, anObject, aList]
    case 'array':
      return [
        ...notNull,
        'строка',
        anObject,
        ...(schema.items
          ? poisonsFor(schema.items, true)
              .slice(0, 2)
              .map((item) => [item])
          : []),
      ]
    case 'object':
      return [...notNull, 'строка', aList, 42]
    default:
      return []
  }
}

/** Boundary values for the properties left unpoisoned: anything a client, broken or hostile, might send. */
const noise: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '𝕏'.repeat(300),
    -1,
    0,
    2 ** 31,
    2 ** 53,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    true,
    null,
    [],
    {},
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
)

/** Keys a body should never get anything from: mass assignment of roles, states and other people's ids. */
const extraKeys = fc.dictionary(
  fc.constantFrom(
    'isAdmin',
    'roles',
    'state',
    'executorId',
    'workerId',
    'version',
    'constructor',
    'prototype',
  ),
  noise,
  { maxKeys: 3 },
)

/** Bodies a route must refuse: one property certainly wrong, the others noise or absent, extra keys beside. */
export function hostileBodies(schema: PropertySchema): fc.Arbitrary<Record<string, unknown>> | null {
  const properties = Object.entries(schema.properties ?? {})
  const required = new Set(schema.required ?? [])
  const poisonable = properties
    .map(([name, property]) => ({ name, poisons: poisonsFor(property, required.has(name)) }))
    .filter((entry) => entry.poisons.length > 0)
  if (poisonable.length === 0) return null
  const target = fc
    .constantFrom(...poisonable)
    .chain((entry) => fc.tuple(fc.constant(entry.name), fc.constantFrom(...entry.poisons)))
  const others = fc.record(
    Object.fromEntries(properties.map(([name]) => [name, fc.option(noise, { nil: undefined })])),
  )
  return fc.tuple(target, others, extraKeys).map(([[name, poison], rest, extra]) => {
    const body: Record<string, unknown> = { ...extra }
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) body[key] = value
    body[name] = poison
    return body
  })
}
