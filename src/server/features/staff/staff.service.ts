import type { Role } from '#contract/auth/roles.ts'
import { notFoundMessage } from '#contract/common/errors.ts'
import type { Employee, EmployeeMe, EmployeeSelfProfile } from '#contract/staff/employee.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { findEmployee, updateEmployee } from './staff.repository.ts'

export type StaffService = ReturnType<typeof createStaffService>

type Named = { lastName: string; firstName: string; patronymic: string | null }

const fullNameOf = (employee: Named) =>
  [employee.lastName, employee.firstName, employee.patronymic].filter(Boolean).join(' ')

function employeeOf(employee: Employee): Employee {
  return {
    id: employee.id,
    phone: employee.phone,
    lastName: employee.lastName,
    firstName: employee.firstName,
    patronymic: employee.patronymic,
    isAdmin: employee.isAdmin,
  }
}

/** The signed-in employee's own card: read as the current user, and their name changed by themself. */
export function createStaffService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function found(employeeId: number) {
    const employee = await findEmployee(db, employeeId)
    if (!employee) throw new NotFound(notFoundMessage)
    return employee
  }

  return {
    async me(employeeId: number, roles: Role[]): Promise<EmployeeMe> {
      const employee = await found(employeeId)
      return {
        id: employee.id,
        roles,
        city: null,
        isSelfEmployed: false,
        phone: employee.phone,
        fullName: fullNameOf(employee),
        employee: employeeOf(employee),
      }
    },

    async updateSelfProfile(employeeId: number, profile: EmployeeSelfProfile): Promise<Employee> {
      const values = { ...profile, patronymic: profile.patronymic || null }
      await db.transaction(async (tx) => {
        const before = await findEmployee(tx, employeeId)
        await updateEmployee(tx, employeeId, values)
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'employee',
          actorId: employeeId,
          action: 'employee.profile-updated',
          entity: 'employee',
          entityId: employeeId,
          details: {
            before: before && { fullName: fullNameOf(before) },
            after: { fullName: fullNameOf(values) },
          },
        })
      })
      return employeeOf(await found(employeeId))
    },
  }
}
