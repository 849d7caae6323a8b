import {
  employmentDeclarationSchema,
  formerEmployeesSchema,
  importAnswerSchema,
  myFormerEmploymentSchema,
} from './former-employees.ts'

export default {
  import: {
    summary:
      'Загрузить список бывших сотрудников (multipart: file — .xlsx или .csv «ИНН;ФИО;Дата увольнения», даты ДД.ММ.ГГГГ); всё или ничего',
    response: importAnswerSchema,
  },
  list: { summary: 'Список бывших сотрудников компании', response: formerEmployeesSchema },
  my: { summary: 'Моя работа в компании по трудовому договору', response: myFormerEmploymentSchema },
  declare: {
    summary: 'Исполнитель отвечает, работал ли он в компании по трудовому договору',
    body: employmentDeclarationSchema,
    response: myFormerEmploymentSchema,
  },
}
