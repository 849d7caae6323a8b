import { calendarLinkSchema, calendarOrderParams, calendarTokenParams } from './calendar.ts'

export default {
  link: { summary: 'Адрес подписки на календарь смен', response: calendarLinkSchema },
  renew: { summary: 'Новый адрес календаря; старый перестаёт работать', response: calendarLinkSchema },
  feed: { summary: 'Календарь смен исполнителя (text/calendar)', params: calendarTokenParams },
  orderEvent: { summary: 'Одна смена файлом .ics', params: calendarOrderParams },
}
