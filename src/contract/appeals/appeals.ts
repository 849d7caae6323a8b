import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { messages } from '../common/messages.ts'
import { isStorableText } from '../common/rules.ts'

/** An appeal's way (issue 45, item 3; decision 097): submitted, taken into review, then upheld or reversed. */
const appealStates = ['SUBMITTED', 'IN_REVIEW', 'UPHELD', 'REVERSED'] as const
export type AppealState = (typeof appealStates)[number]
/** Open: still waiting for a decision; one per restriction at a time. */
export const openAppealStates = ['SUBMITTED', 'IN_REVIEW'] as const satisfies readonly AppealState[]
const decisions = ['UPHELD', 'REVERSED'] as const

export const appealStateTitles: Record<AppealState, string> = {
  SUBMITTED: 'Подана',
  IN_REVIEW: 'На рассмотрении',
  UPHELD: 'Ограничение оставлено в силе',
  REVERSED: 'Ограничение отменено',
}

export const appealMessages = {
  restrictionNotFound: 'Ограничение не найдено',
  appealNotFound: 'Жалоба не найдена',
  alreadyOpen: 'По этому ограничению уже есть жалоба на рассмотрении',
  restrictionLifted: 'Ограничение уже снято или закончилось — обжаловать нечего',
  alreadyDecided: 'По этой жалобе уже принято решение',
  notSubmitted: 'Жалоба уже на рассмотрении',
  textRequired: 'Опишите, с чем вы не согласны',
  reasonRequired: 'Укажите причину решения',
  tooLong: 'Введите не более 2000 символов',
  decision: 'Выберите решение: оставить в силе или отменить ограничение',
} as const

const words = (required: string) =>
  z
    .string({ error: required })
    .refine(isStorableText, { error: messages.noSpecialSymbols })
    .trim()
    .min(1, { error: required })
    .max(2000, { error: appealMessages.tooLong })

export const appealCreateSchema = z.object({
  restrictionId: idSchema,
  text: words(appealMessages.textRequired),
})
export type AppealCreate = z.infer<typeof appealCreateSchema>

export const appealDecideSchema = z.object({
  id: idSchema,
  decision: z.enum(decisions, { error: appealMessages.decision }),
  reason: words(appealMessages.reasonRequired),
})
export type AppealDecide = z.infer<typeof appealDecideSchema>

export const appealFilterSchema = z.object({
  /** Which states to list; none: the open ones. */
  states: z.array(z.enum(appealStates)).optional(),
})
export type AppealFilter = z.infer<typeof appealFilterSchema>

const appealSchema = z.object({
  id: z.number().int(),
  restrictionId: z.number().int(),
  state: z.enum(appealStates),
  text: z.string(),
  submittedAt: z.string(),
  /** The decision is due by then: `appealDays` working days after submission. */
  dueAt: z.string(),
  overdue: z.boolean(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The file the worker attached, if any (decision 114). */
  fileName: z.string().nullable(),
})
export type Appeal = z.infer<typeof appealSchema>
export const appealsSchema = z.array(appealSchema)

/** What staff see in the inbox: the appeal with the worker and the restriction it is against. */
const staffAppealSchema = appealSchema.extend({
  workerId: z.number().int(),
  workerName: z.string(),
  restrictionKind: z.string(),
  restrictionTitle: z.string(),
  restrictionReason: z.string().nullable(),
  shopName: z.string().nullable(),
})
export type StaffAppeal = z.infer<typeof staffAppealSchema>
export const staffAppealsSchema = z.array(staffAppealSchema)
