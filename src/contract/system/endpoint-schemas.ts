import { z } from 'zod'

const checkSchema = z.enum(['ok', 'failed'])

/** The same body answers 200 (ready) and 503 (not ready). */
const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  reason: z.string().optional(),
  checks: z.object({ database: checkSchema, migrations: checkSchema }),
})

export default {
  health: {
    summary: 'Сервер работает',
    response: z.object({ status: z.literal('ok'), version: z.string(), database: z.string() }),
  },
  ready: {
    summary: 'Сервер готов принимать запросы: база доступна и обновлена',
    response: readinessSchema,
    otherAnswers: { 503: readinessSchema },
  },
}
