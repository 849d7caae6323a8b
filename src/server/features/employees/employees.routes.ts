import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { idBodySchema } from '#contract/common/ids.ts'
import { pageQuerySchema, pageSchema } from '#contract/common/page.ts'
import { employeeFiltersSchema, employeeRowSchema, newEmployeeSchema } from '#contract/staff/employees.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { EmployeesService } from './employees.service.ts'

const tags = ['Сотрудники']
const config = { access: ['ADMIN'] } as const
const answersEmployee = { 200: employeeRowSchema, ...errorResponses }

/** Employee and admin calls of spec section 7 that only an admin makes. */
export function employeeRoutes(deps: { employees: EmployeesService }): FastifyPluginAsyncZod {
  const { employees } = deps
  return async (app) => {
    app.post(
      '/api/employee/search-by-filters',
      {
        config,
        schema: {
          tags,
          summary: 'Сотрудники постранично, с поиском по ФИО и телефону',
          body: employeeFiltersSchema,
          querystring: pageQuerySchema,
          response: { 200: pageSchema(employeeRowSchema), ...errorResponses },
        },
      },
      (request) => employees.list(request.body, request.query),
    )
    app.post(
      '/api/employee/create',
      {
        config,
        schema: { tags, summary: 'Добавить сотрудника', body: newEmployeeSchema, response: answersEmployee },
      },
      (request) => employees.create(requireUser(request).id, request.body),
    )
    app.post(
      '/api/employee/delete',
      {
        config,
        schema: {
          tags,
          summary: 'Удалить сотрудника: он больше не войдёт, его сессии закрываются',
          body: idBodySchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await employees.delete(requireUser(request).id, request.body.id)
        return reply.code(204).send(null)
      },
    )
    app.post(
      '/api/admin/assign-role',
      {
        config,
        schema: {
          tags,
          summary: 'Назначить роль администратора',
          body: idBodySchema,
          response: answersEmployee,
        },
      },
      (request) => employees.assignAdmin(requireUser(request).id, request.body.id),
    )
    app.post(
      '/api/admin/revoke-role',
      {
        config,
        schema: { tags, summary: 'Снять роль администратора', body: idBodySchema, response: answersEmployee },
      },
      (request) => employees.revokeAdmin(requireUser(request).id, request.body.id),
    )
  }
}
