import { z } from 'zod'
import { idSchema } from '../common/ids.ts'

export const calendarMessages = {
  notFound: 'Ссылка на календарь не найдена: возьмите новую в профиле',
  notScheduled: 'В календарь добавляется только запланированная смена',
} as const

export const calendarLinkSchema = z.object({ url: z.string() })

/** `<worker id>.<signature>`: anything else is simply not found. */
export const calendarTokenParams = z.object({ token: z.string().max(200) })
export const calendarOrderParams = z.object({ id: idSchema })

/** Shifts that stay in the feed after they ended, in days. */
export const pastShiftDays = 30
/** The reminder each shift carries in the calendar, in minutes before it starts. */
export const calendarAlarmMinutes = 120

/** The words of a shift in the calendar. */
export const calendarTexts = {
  name: 'Смены',
  summary: (service: string, shop: string) => `${service} — ${shop}`,
  description: (orderNumber: number, pay: string) => `Заказ №${orderNumber}\nОплата: ${pay}`,
  alarm: (service: string, shop: string) => `Через 2 часа смена: ${service}, ${shop}`,
} as const
