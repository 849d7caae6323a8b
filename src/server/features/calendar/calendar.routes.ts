import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { calendarEndpoints as calls } from '#contract/calendar/endpoints.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { CalendarService } from './calendar.service.ts'

/** The address the person's browser reached the server by: the calendar app uses the same one. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/** A calendar is the person's own: never kept by a proxy. */
function sendCalendar(reply: FastifyReply, ics: string, fileName?: string) {
  reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store')
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`)
  return reply.send(ics)
}

export function calendarRoutes(deps: { calendar: CalendarService }): FastifyPluginAsync {
  const { calendar } = deps
  return async (app) => {
    await serve(app, calls.link, ({ user }, request) => calendar.link(user.id, originOf(request)))
    await serve(app, calls.renew, ({ user }, request) => calendar.renew(user.id, originOf(request)))
    await serve(
      app,
      calls.feed,
      async ({ params }, _request, reply) => sendCalendar(reply, await calendar.feed(params.token)),
      { limit: requestLimits.calendarFeedsPerAddress },
    )
    await serve(app, calls.orderEvent, async ({ user, params }, _request, reply) => {
      const { orderNumber, ics } = await calendar.orderEvent(user.id, params.id)
      return sendCalendar(reply, ics, `smena-${orderNumber}.ics`)
    })
  }
}
