import { idBodySchema } from '../common/ids.ts'
import { pageQuerySchema, pageSchema } from '../common/page.ts'
import { employeeMeSchema, employeeSchema, employeeSelfProfileSchema } from './employee.ts'
import { employeeFiltersSchema, employeeRowSchema, newEmployeeSchema } from './employees.ts'

export default {
  me: { summary: 'Текущий сотрудник', response: employeeMeSchema },
  updateSelfProfile: {
    summary: 'Сотрудник меняет своё ФИО',
    body: employeeSelfProfileSchema,
    response: employeeSchema,
  },
  filter: {
    summary: 'Сотрудники постранично, с поиском по ФИО и телефону',
    body: employeeFiltersSchema,
    query: pageQuerySchema,
    response: pageSchema(employeeRowSchema),
  },
  create: { summary: 'Добавить сотрудника', body: newEmployeeSchema, response: employeeRowSchema },
  remove: { summary: 'Удалить сотрудника: он больше не войдёт, его сессии закрываются', body: idBodySchema },
  assignAdmin: { summary: 'Назначить роль администратора', body: idBodySchema, response: employeeRowSchema },
  revokeAdmin: { summary: 'Снять роль администратора', body: idBodySchema, response: employeeRowSchema },
}
