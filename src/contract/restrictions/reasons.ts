import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { messages } from '../common/messages.ts'
import { isStorableText } from '../common/rules.ts'

/**
 * The published reasons a worker may be restricted for (issue 45, item 2; decision 096): every block names
 * one, beside the staff's own words.
 */
export const restrictionReasons = [
  { code: 'no-show', title: 'Неявка на смену без предупреждения' },
  { code: 'lateness', title: 'Систематические опоздания' },
  { code: 'work-quality', title: 'Работа не выполнена или выполнена с нарушениями' },
  { code: 'conduct', title: 'Грубое поведение в магазине' },
  { code: 'false-data', title: 'Недостоверные данные или документы' },
  { code: 'rules-breach', title: 'Иное нарушение правил платформы' },
  // Given only by the platform itself (the limiter, decision 101): published, never chosen by staff.
  { code: 'systematic-work', title: 'Превышен предел систематической работы у одного заказчика' },
] as const

/** The reason of the limiter's pause: the platform's own, so staff's block dialogs do not offer it. */
export const systematicWorkReason = 'systematic-work'

export type RestrictionReasonCode = Exclude<
  (typeof restrictionReasons)[number]['code'],
  typeof systematicWorkReason
>

/** The reasons staff choose from when they block. */
export const staffReasons = restrictionReasons.filter(
  (reason): reason is Extract<(typeof restrictionReasons)[number], { code: RestrictionReasonCode }> =>
    reason.code !== systematicWorkReason,
)

const codes = staffReasons.map((reason) => reason.code) as [RestrictionReasonCode, ...RestrictionReasonCode[]]

export const restrictionMessages = {
  reasonCode: 'Выберите причину из списка',
  reasonTooLong: 'Введите не более 500 символов',
} as const

/** The code callers from before the list send nothing for: the text they give is the whole reason. */
export const reasonCodeOfOldCallers: RestrictionReasonCode = 'rules-breach'

export const reasonCodeSchema = z.enum(codes, { error: restrictionMessages.reasonCode })

export const reasonTitle = (code: string) =>
  restrictionReasons.find((reason) => reason.code === code)?.title ?? code

/** A platform block's reason: a code from the list and, optionally, the staff's words. */
export const platformBlockSchema = z.object({
  id: idSchema,
  reasonCode: reasonCodeSchema.default(reasonCodeOfOldCallers),
  reason: z
    .string()
    .refine(isStorableText, { error: messages.noSpecialSymbols })
    .trim()
    .max(500, { error: restrictionMessages.reasonTooLong })
    .nullish()
    .transform((value) => value || null),
})
export type PlatformBlock = z.infer<typeof platformBlockSchema>
