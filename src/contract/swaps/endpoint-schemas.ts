import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import {
  swapAnswerSchema,
  swapDecisionSchema,
  swapFilterSchema,
  swapProposalSchema,
  swapSchema,
  swapShiftSchema,
} from './swaps.ts'

export default {
  candidates: {
    summary: 'Смены других исполнителей, на которые можно поменяться (id — своя подтверждённая смена)',
    body: idBodySchema,
    response: z.array(swapShiftSchema),
  },
  propose: { summary: 'Предложить обмен сменами', body: swapProposalSchema, response: swapSchema },
  answer: {
    summary: 'Ответ исполнителя на предложение обмена',
    body: swapAnswerSchema,
    response: swapSchema,
  },
  decide: { summary: 'Решение сотрудника по обмену сменами', body: swapDecisionSchema, response: swapSchema },
  filter: {
    summary: 'Действующие предложения обмена сменами',
    body: swapFilterSchema,
    response: z.array(swapSchema),
  },
}
