import type { FastifyPluginAsync } from 'fastify'
import { staffEndpoints as calls } from '#contract/staff/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { StaffService } from './staff.service.ts'

/** The signed-in employee's own calls. */
export function staffRoutes(deps: { staff: StaffService }): FastifyPluginAsync {
  const { staff } = deps
  return async (app) => {
    await serve(app, calls.me, ({ user }) => staff.me(user.id, user.roles))
    await serve(app, calls.updateSelfProfile, ({ user, body }) => staff.updateSelfProfile(user.id, body))
  }
}
