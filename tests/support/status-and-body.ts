import type { Endpoint } from '../../src/contract/common/endpoint.ts'
import type { TestAnswer } from './api.ts'

/** The status and body of an answer only, to compare whole with what is expected. */
export async function statusAndBody<E extends Endpoint>(made: Promise<TestAnswer<E>>) {
  const { status, body } = await made
  return { status, body }
}
