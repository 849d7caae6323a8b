import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** «Не смогу выйти»: the order is offered for a replacement; it stays mine until someone takes it. */
export const releaseOrder = (id: number) => call(orderEndpoints.release, { body: { id } })

/** I take a shift another worker released. */
export const takeReplacement = (id: number) => call(orderEndpoints.takeReplacement, { body: { id } })

/** My answer to a change the shop proposed: `id` is the change's. */
export const answerChange = (id: number, accept: boolean) =>
  call(orderEndpoints.answerChange, { body: { id, accept } })
