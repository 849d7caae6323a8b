import type { FastifyPluginAsync } from 'fastify'
import { peopleEndpoints as calls } from '#contract/people/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { PeopleService } from './people.service.ts'

export function peopleRoutes(deps: { people: PeopleService }): FastifyPluginAsync {
  const { people } = deps
  return async (app) => {
    await serve(app, calls.filter, ({ body, query }) => people.list(body, query))
    await serve(app, calls.byId, ({ body }) => people.get(body.id))
    await serve(app, calls.editConfirmed, ({ user, body }) => people.editConfirmed(user.id, body))
    await serve(app, calls.editNotConfirmed, ({ user, body }) => people.editNotConfirmed(user.id, body))
    await serve(app, calls.confirm, ({ user, body }) => people.confirm(user.id, body.id))
    await serve(app, calls.block, ({ user, body }) => people.block(user.id, body))
    await serve(app, calls.unblock, ({ user, body }) => people.unblock(user.id, body.id))
    await serve(app, calls.sendToBank, ({ user, body }) => people.sendToBank(user.id, body.id))
    await serve(app, calls.npdCheck, ({ user, body }) => people.checkNpd(user.id, body.id))
    await serve(app, calls.registryLinkForDownloading, ({ user }) => people.registryLink(user.id))
  }
}
