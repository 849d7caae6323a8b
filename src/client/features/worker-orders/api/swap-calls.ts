import { swapEndpoints } from '#contract/swaps/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query.ts'

/** My live swaps, proposed by me or to me: one request for every card of the list. */
export const mySwapsQueryOptions = () => endpointQuery(swapEndpoints.filter, { body: {} })

/** Other workers' shifts I may offer mine for: when and where only. */
export const swapCandidatesQueryOptions = (id: number) =>
  endpointQuery(swapEndpoints.candidates, { body: { id } })

/** Every swap query: a swap's answer changes the proposals and the candidates alike. */
export const swapKeys = {
  all: endpointKey(swapEndpoints.filter),
  candidates: endpointKey(swapEndpoints.candidates),
}

export const proposeSwap = (id: number, withOrderId: number) =>
  call(swapEndpoints.propose, { body: { id, withOrderId } })

export const answerSwap = (id: number, accept: boolean) =>
  call(swapEndpoints.answer, { body: { id, accept } })
