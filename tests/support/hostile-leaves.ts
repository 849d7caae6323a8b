import type { PropertySchema } from './hostile.ts'

/**
 * Issue 16, item 8: the values that once reached the database and failed it (a NUL character, an id past
 * PostgreSQL's integer, a day the calendar lacks, the year 0000), put into one leaf of a request that is
 * otherwise plausible, so the refusal must come from that leaf.
 */
type LeafKind = 'text' | 'id' | 'date'
/** `sample` is a valid value for the leaf, which hostile strings are glued to. */
export type Leaf = { path: string[]; kind: LeafKind; sample: unknown }

const idName = /^(id|[a-z]\w*Id)$/
const idListName = /^(idList|services)$/
const dateName = /^(date\w*|\w+Date)$/

function typeOf(schema: PropertySchema): string | undefined {
  const variants = schema.anyOf ?? schema.oneOf
  return schema.type ?? variants?.find((variant) => variant.type && variant.type !== 'null')?.type
}

/** Every string, id and date of a body or a query, with the path to it (`appliedFilters.who`, `idList.0`). */
export function leavesOf(
  schema: PropertySchema | undefined,
  path: string[] = [],
  siblings: string[] = [],
): Leaf[] {
  if (!schema) return []
  const type = typeOf(schema)
  if (type === 'object' || schema.properties) {
    const names = Object.keys(schema.properties ?? {})
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      leavesOf(property, [...path, name], names),
    )
  }
  if (type === 'array') return leavesOf(schema.items, [...path, '0'])
  const name = path.at(-1) ?? ''
  const parent = path.at(-2) ?? ''
  const sample = sampleOf(name, schema, siblings)
  if (type === 'string') return [{ path, kind: dateName.test(name) ? 'date' : 'text', sample }]
  const isId = idName.test(name) || (name === '0' && idListName.test(parent))
  if ((type === 'integer' || type === 'number') && isId) return [{ path, kind: 'id', sample }]
  return []
}

const overInteger = [2 ** 31, 2 ** 31 + 1, Number.MAX_SAFE_INTEGER, 1e15, '2147483648']

const impossibleDates = [
  '2027-02-30',
  '2026-02-29',
  '2027-04-31',
  '0000-01-01',
  '9999-12-31',
  '2027-02-30T09:00:00+03:00',
  '2027-04-31T09:00:00+03:00',
  '2027-03-01T24:00:00+03:00',
  '0000-01-01T09:00:00+03:00',
  '9999-12-31T09:00:00+03:00',
]

/**
 * What each leaf gets: NUL in every string (alone, after and before a valid value), in a body also a lone UTF-16
 * surrogate (issue 43, item 11), the rest by kind. A URL cannot carry a lone surrogate: its bytes are UTF-8.
 */
export function hostileValuesFor(leaf: Leaf, where: 'body' | 'query'): unknown[] {
  if (leaf.kind === 'id') return overInteger
  const valid = typeof leaf.sample === 'string' ? leaf.sample : 'тест'
  const nul = ['\u0000', `${valid}\u0000`, `\u0000${valid}`]
  const surrogates = where === 'body' ? ['\ud800', `${valid}\udc00`] : []
  return [...nul, ...surrogates, ...(leaf.kind === 'date' ? impossibleDates : [])]
}

const tomorrow = () => new Date(Date.now() + 86_400_000)
const isoDay = (at: Date) => at.toISOString().slice(0, 10)
const isoMoment = (at: Date) => `${at.toISOString().slice(0, 16)}:00Z`

/** Values that pass each field's own rules, so a hostile value elsewhere is the one thing wrong. */
const samples: Record<string, () => unknown> = {
  lastName: () => 'Иванов',
  firstName: () => 'Иван',
  patronymic: () => 'Иванович',
  birthDate: () => '1990-05-15',
  phone: () => '+79161234567',
  paymentCardNumber: () => '4111111111111111',
  inn: () => '500100732259',
  snils: () => '11223344595',
  passportSeries: () => '4510',
  passportNumber: () => '123456',
  passportIssueDate: () => '2015-03-01',
  passportDepartmentCode: () => '770001',
  passportIssuedBy: () => 'ОВД района Хамовники',
  passportBirthPlace: () => 'Москва',
  address: () => 'Москва, ул. Тверская, д. 1',
  guid: () => '123e4567-e89b-12d3-a456-426614174000',
  query: () => 'Москва',
  search: () => 'тест',
  name: () => 'Тестовый',
  fullName: () => 'Тестовая услуга',
  latitude: () => 55.75,
  longitude: () => 37.61,
  utcOffset: () => 3,
  dateTime: () => isoMoment(tomorrow()),
  dateFrom: () => isoDay(tomorrow()),
}

/** A value the schema accepts for a field of that name; `siblings` tells an order's dateTo from a filter's. */
function sampleOf(name: string, schema: PropertySchema, siblings: string[] = []): unknown {
  const known = samples[name]
  if (known) return known()
  if (name === 'dateTo')
    return siblings.includes('dateTime')
      ? isoMoment(new Date(tomorrow().getTime() + 8 * 3_600_000))
      : isoDay(tomorrow())
  if (schema.enum?.length) return schema.enum[0]
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) return sampleOf(name, variants.find((variant) => variant.type !== 'null') ?? {}, siblings)
  switch (schema.type) {
    case 'string':
      if (schema.pattern === '^\\d{4}$') return '1234'
      if (schema.pattern?.startsWith('^\\d{1,')) return '100.00'
      if (name === 'code') return 'XYZ'
      return 'Тест'
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 1
    case 'boolean':
      return false
    case 'array':
      return schema.items ? [sampleOf('0', schema.items)] : []
    case 'object':
      return sampleBody(schema)
    default:
      return null
  }
}

/** A body (or query) of the schema's required properties, or of all of them, each with its sample. */
export function sampleBody(schema: PropertySchema | undefined, all = false): Record<string, unknown> {
  const properties = schema?.properties ?? {}
  const names = Object.keys(properties)
  const chosen = all ? names : (schema?.required ?? [])
  return Object.fromEntries(chosen.map((name) => [name, sampleOf(name, properties[name] ?? {}, names)]))
}

/** A copy of `body` with `value` at `path`, the objects and lists on the way made when absent. */
export function withValueAt(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body)
  let node: Record<string, unknown> = copy
  path.forEach((key, index) => {
    if (index === path.length - 1) node[key] = value
    else {
      const next = path[index + 1] === '0' ? [] : {}
      node[key] ??= next
      node = node[key] as Record<string, unknown>
    }
  })
  return copy
}
