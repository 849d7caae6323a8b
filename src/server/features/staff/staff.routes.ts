import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { notFoundMessage } from '#contract/common/errors.ts'
import { employeeMeSchema, type EmployeeMe } from '#contract/staff/employee.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../http/access.ts'
import { NotFound } from '../../http/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
import { findEmployee } from './staff.repository.ts'

export function staffRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/employee/me',
      {
        config: { access: ['EMPLOYEE'] },
        schema: {
          tags: ['Сотрудники'],
          summary: 'Текущий сотрудник',
          response: { 200: employeeMeSchema, ...errorResponses },
        },
      },
      async (request): Promise<EmployeeMe> => {
        const user = requireUser(request)
        const employee = await findEmployee(deps.db, user.id)
        if (!employee) throw new NotFound(notFoundMessage)
        const fullName = [employee.lastName, employee.firstName, employee.patronymic]
          .filter(Boolean)
          .join(' ')
        return {
          id: employee.id,
          roles: user.roles,
          city: null,
          isSelfEmployed: false,
          phone: employee.phone,
          fullName,
          employee: {
            id: employee.id,
            phone: employee.phone,
            lastName: employee.lastName,
            firstName: employee.firstName,
            patronymic: employee.patronymic,
            isAdmin: employee.isAdmin,
          },
        }
      },
    )
  }
}
