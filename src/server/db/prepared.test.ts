import { describe, expect, it } from 'vitest'
import type { Executor } from './client.ts'
import { maxPreparedShapes, preparedByShape } from './prepared.ts'

/** A query builder that records the name each statement is prepared under. */
function recordingBuilder() {
  const names: string[] = []
  const build = () => ({ prepare: (name: string) => (names.push(name), { name }) })
  return { names, build }
}

describe('statements prepared by shape', () => {
  it('prepares each shape once under its own name, and past the limit runs new shapes unnamed', () => {
    const prepared = preparedByShape('orders_page')
    const db = {} as Executor
    const { names, build } = recordingBuilder()
    for (let shape = 0; shape < maxPreparedShapes; shape++) prepared(db, `shape ${shape}`, build)
    expect(new Set(names).size).toBe(maxPreparedShapes)
    expect(prepared(db, 'shape 0', build)).toEqual({ name: 'orders_page_1' })

    expect(prepared(db, 'a rare shape', build)).toEqual({ name: '' })
    expect(prepared(db, 'a rare shape', build)).toEqual({ name: '' })
    expect(names.filter((name) => name === '')).toHaveLength(2)
    expect(prepared(db, `shape ${maxPreparedShapes - 1}`, build)).toEqual({
      name: `orders_page_${maxPreparedShapes}`,
    })
  })
})
