import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { Gauge, type Registry } from 'prom-client'
import { z } from 'zod'
import { metricsRefusedMessage } from '#contract/system/health.ts'
import { Forbidden } from '../../kernel/errors.ts'
import { isInternalCaller } from '../../http/internal-caller.ts'
import type { StorageHealth } from '../../ports/storage/watched-storage.ts'
import type { BacklogService } from './backlog.service.ts'

/**
 * Prometheus' GET /metrics: the requests (request-metrics.ts), the PostgreSQL pool and the backlog of the
 * scheduled loops. Public in the access table because a scraper has no user session; the route itself lets
 * only the internal network or the METRICS_TOKEN bearer in.
 */
export function metricsRoutes(deps: {
  registry: Registry
  backlog: BacklogService
  storage: StorageHealth
  token?: string
}): FastifyPluginAsyncZod {
  const { registry } = deps
  const { pool } = deps.backlog
  if (pool) {
    const counts = { total: 'totalCount', idle: 'idleCount', waiting: 'waitingCount' } as const
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: open connections (total, idle) and queries waiting for one (waiting)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        for (const [state, field] of Object.entries(counts)) this.set({ state }, pool[field])
      },
    })
  }
  new Gauge({
    name: 'file_storage_up',
    help: 'Whether the file storage answered a check at this scrape (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await deps.storage.check()) ? 1 : 0)
    },
  })
  const orderSteps = new Gauge({
    name: 'order_steps_due',
    help: 'Orders whose automatic step (shift start or end) is due and not yet taken',
    labelNames: ['step'] as const,
    registers: [registry],
  })
  const bankOutbox = new Gauge({
    name: 'bank_outbox_backlog',
    help: 'Payments claimed for the bank or handed to it whose answer is not yet recorded',
    registers: [registry],
  })
  const queues = new Gauge({
    name: 'job_queue_backlog',
    help: "Rows of a scheduled loop's queue whose time has come and that are not yet done",
    labelNames: ['queue'] as const,
    registers: [registry],
  })

  return async (app) => {
    app.get(
      '/metrics',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Система'],
          summary: 'Метрики Prometheus (внутренняя сеть или METRICS_TOKEN)',
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        if (!isInternalCaller(request, deps.token)) throw new Forbidden(metricsRefusedMessage)
        const backlog = await deps.backlog.count()
        orderSteps.set({ step: 'start' }, backlog.orderSteps.start)
        orderSteps.set({ step: 'end' }, backlog.orderSteps.end)
        bankOutbox.set(backlog.bankOutbox)
        for (const [queue, waiting] of Object.entries(backlog.queues)) queues.set({ queue }, waiting)
        return reply
          .type(registry.contentType)
          .header('cache-control', 'no-store')
          .send(await registry.metrics())
      },
    )
  }
}
