import type { FastifyPluginAsync } from 'fastify'
import { staffEndpoints as calls } from '#contract/staff/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { EmployeesService } from './employees.service.ts'

/** Employee and admin calls of spec section 7 that only an admin makes. */
export function employeeRoutes(deps: { employees: EmployeesService }): FastifyPluginAsync {
  const { employees } = deps
  return async (app) => {
    await serve(app, calls.filter, ({ body, query }) => employees.list(body, query))
    await serve(app, calls.create, ({ user, body }) => employees.create(user.id, body))
    await serve(app, calls.remove, ({ user, body }) => employees.delete(user.id, body.id))
    await serve(app, calls.assignAdmin, ({ user, body }) => employees.assignAdmin(user.id, body.id))
    await serve(app, calls.revokeAdmin, ({ user, body }) => employees.revokeAdmin(user.id, body.id))
  }
}
