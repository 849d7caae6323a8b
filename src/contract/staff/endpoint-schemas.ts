import { idBodySchema } from '../common/ids.ts'
import { pageQuerySchema, pageSchema } from '../common/page.ts'
import { employeeMeSchema, employeeSchema, employeeSelfProfileSchema } from './employee.ts'
import { employeeFiltersSchema, employeeRowSchema, newEmployeeSchema } from './employees.ts'

export default {
  me: { response: employeeMeSchema },
  updateSelfProfile: { body: employeeSelfProfileSchema, response: employeeSchema },
  filter: { body: employeeFiltersSchema, query: pageQuerySchema, response: pageSchema(employeeRowSchema) },
  create: { body: newEmployeeSchema, response: employeeRowSchema },
  remove: { body: idBodySchema },
  assignAdmin: { body: idBodySchema, response: employeeRowSchema },
  revokeAdmin: { body: idBodySchema, response: employeeRowSchema },
}
