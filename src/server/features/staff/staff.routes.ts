import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { notFoundMessage } from '#contract/common/errors.ts'
import {
  employeeMeSchema,
  employeeSchema,
  employeeSelfProfileSchema,
  type EmployeeMe,
} from '#contract/staff/employee.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../http/access.ts'
import { NotFound } from '../../http/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
import { recordJournal } from '../journal/journal.repository.ts'
import { findEmployee, updateEmployee } from './staff.repository.ts'

const nameOf = (employee: { lastName: string; firstName: string; patronymic: string | null }) => ({
  fullName: [employee.lastName, employee.firstName, employee.patronymic].filter(Boolean).join(' '),
})

export function staffRoutes(deps: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
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
    app.post(
      '/api/employee/update-self-profile',
      {
        config: { access: ['EMPLOYEE'] },
        schema: {
          tags: ['Сотрудники'],
          summary: 'Сотрудник меняет своё ФИО',
          body: employeeSelfProfileSchema,
          response: { 200: employeeSchema, ...errorResponses },
        },
      },
      async (request) => {
        const user = requireUser(request)
        const values = { ...request.body, patronymic: request.body.patronymic || null }
        await deps.db.transaction(async (tx) => {
          const before = await findEmployee(tx, user.id)
          await updateEmployee(tx, user.id, values)
          await recordJournal(tx, {
            at: deps.clock(),
            actorKind: 'employee',
            actorId: user.id,
            action: 'employee.profile-updated',
            entity: 'employee',
            entityId: user.id,
            details: { before: before && nameOf(before), after: nameOf(values) },
          })
        })
        const employee = await findEmployee(deps.db, user.id)
        if (!employee) throw new NotFound(notFoundMessage)
        return {
          id: employee.id,
          phone: employee.phone,
          lastName: employee.lastName,
          firstName: employee.firstName,
          patronymic: employee.patronymic,
          isAdmin: employee.isAdmin,
        }
      },
    )
  }
}
