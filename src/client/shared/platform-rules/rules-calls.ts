import { platformRulesEndpoints as calls } from '#contract/platform-rules/endpoints.ts'
import { platformRulesMessages } from '#contract/platform-rules/messages.ts'
import { call } from '../../lib/api-client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { endpointQuery } from '../../lib/endpoint-query.ts'

/** The rules in force and the one announced, with whether I accepted each. */
export const currentRulesQueryOptions = endpointQuery(calls.current)

export const acceptRules = (version: number) => call(calls.accept, { body: { version } })

/** The server refuses a response with 409 and the contract's message while the rules in force are not accepted. */
export const isRulesAcceptanceRequired = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.message === platformRulesMessages.acceptRulesFirst
