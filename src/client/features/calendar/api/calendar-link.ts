import { useQuery } from '@tanstack/react-query'
import { calendarEndpoints } from '#contract/calendar/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

/** The worker's calendar address: asked for only once they choose to connect a calendar (it is made then). */
export const useCalendarLink = (asked: boolean) =>
  useQuery({ ...endpointQuery(calendarEndpoints.link), enabled: asked, staleTime: Infinity })

/** A new address; the answer is the link itself. */
export const useRenewCalendarLink = () =>
  useEndpointChange(calendarEndpoints.renew, {
    writes: () => [endpointKey(calendarEndpoints.link)],
    invalidates: [],
  })
