import type { FastifyPluginAsync } from 'fastify'
import { formerEmployeeEndpoints as calls } from '#contract/former-employees/endpoints.ts'
import {
  formerEmployeeMessages as says,
  formerEmployeesFileLimitBytes,
} from '#contract/former-employees/former-employees.ts'
import { serve } from '../../http/serve-endpoint.ts'
import { receiveFileBytes } from '../../http/uploads.ts'
import type { FormerEmployeesService } from './former-employees.service.ts'

export function formerEmployeeRoutes(deps: { formerEmployees: FormerEmployeesService }): FastifyPluginAsync {
  const { formerEmployees } = deps
  return async (app) => {
    await serve(app, calls.import, async ({ user }, request) => {
      const bytes = await receiveFileBytes(request, {
        uploader: user,
        fileField: 'file',
        noFileMessage: says.noFile,
        tooLargeMessage: says.tooLarge,
        limitBytes: formerEmployeesFileLimitBytes,
      })
      return formerEmployees.import(user.id, bytes)
    })
    await serve(app, calls.list, () => formerEmployees.list())
    await serve(app, calls.my, ({ user }) => formerEmployees.mine(user.id))
    await serve(app, calls.declare, ({ user, body }) => formerEmployees.declare(user.id, body))
  }
}
