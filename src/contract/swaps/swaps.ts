import { z } from 'zod'
import { idSchema } from '../common/ids.ts'

/**
 * A swap's life (issue 49, item 2; decision 108): PROPOSED by one confirmed worker to another, ACCEPTED by the
 * addressee and waiting for staff, APPROVED (both executors changed), DECLINED by the addressee, REJECTED by
 * staff, CLOSED when either shift left its worker or changed before the end.
 */
export const swapStatuses = ['PROPOSED', 'ACCEPTED', 'APPROVED', 'DECLINED', 'REJECTED', 'CLOSED'] as const
export type SwapStatus = (typeof swapStatuses)[number]

/** The statuses in which a swap still holds both shifts: each shift takes part in one such swap at most. */
export const liveSwapStatuses = ['PROPOSED', 'ACCEPTED'] as const satisfies readonly SwapStatus[]

export const swapMessages = {
  notFound: 'Предложение обмена не найдено',
  notConfirmed: 'Поменяться можно только подтверждённой сменой',
  otherNotConfirmed: 'Эта смена уже не подтверждена за другим исполнителем: поменяться ею нельзя',
  ownShift: 'Это ваша смена: поменяться с самим собой нельзя',
  otherService: 'Поменяться можно только сменой той же услуги',
  started: 'Смена уже началась: поменяться нельзя',
  busy: 'По одной из смен уже есть предложение обмена',
  inReplacement: 'Для одной из смен ищут замену или ждут ответа на изменения: поменяться нельзя',
  otherBarred: 'Исполнитель этой смены не может выйти на вашу смену по правилам магазина или платформы',
  notOpen: 'Эта смена вам недоступна по правилам магазина',
  notSelfEmployed: 'Исполнитель не подтверждён или заблокирован',
  gone: 'Предложение обмена уже неактуально: на него ответили или одна из смен изменилась',
  waitsForWorker: 'Обмен ещё ждёт согласия второго исполнителя',
  barred: (reason: string) => `Обмен невозможен: ${reason}`,
}

/** `id` is my confirmed shift, `withOrderId` another worker's confirmed shift of the same service. */
export const swapProposalSchema = z.object({ id: idSchema, withOrderId: idSchema })

/** The addressee's answer; `id` is the swap's. */
export const swapAnswerSchema = z.object({
  id: idSchema,
  accept: z.boolean({ error: 'Укажите, согласны ли вы поменяться' }),
})

/** Staff's decision on a swap both workers agreed to; `id` is the swap's. */
export const swapDecisionSchema = z.object({
  id: idSchema,
  approve: z.boolean({ error: 'Укажите, одобряете ли вы обмен' }),
})

/** The live swaps the caller may see; with `orderId`, those of that order. */
export const swapFilterSchema = z.object({ orderId: idSchema.optional() })

/** A shift as a swap shows it: when and where, never who works it. Times in the shop's offset. */
export const swapShiftSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  dateTime: z.string(),
  dateTo: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  service: z.object({ id: z.number().int(), fullName: z.string() }),
})
export type SwapShift = z.infer<typeof swapShiftSchema>

const personSchema = z.object({ id: z.number().int(), fullName: z.string() })

export const swapSchema = z.object({
  id: z.number().int(),
  status: z.enum(swapStatuses),
  proposedAt: z.string(),
  /** The proposing worker's shift, which the addressee would take. */
  order: swapShiftSchema,
  /** The addressee's shift, which the proposing worker would take. */
  withOrder: swapShiftSchema,
  /** For a worker: true when they proposed it, false when it is addressed to them; null for staff. */
  mine: z.boolean().nullable(),
  /** Who proposed and who is asked: staff only, null for a worker. */
  proposer: personSchema.nullable(),
  addressee: personSchema.nullable(),
})
export type Swap = z.infer<typeof swapSchema>
