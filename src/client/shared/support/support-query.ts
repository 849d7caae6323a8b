import { settingsEndpoints as calls } from '#contract/settings/endpoints.ts'
import { endpointQuery } from '../../lib/endpoint-query.ts'

/** Whom to ask (decision 079), read by the worker's screens, the sign-in page and the settings page alike. */
export const supportQueryOptions = { ...endpointQuery(calls.supportContacts), staleTime: 60 * 60_000 }
