import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'

/**
 * One registry per app (tests build many apps in one process): the process's own figures, and every
 * answered request counted and timed by its route pattern, never by its URL (ids would make endless series).
 */
export function registerRequestMetrics(app: FastifyInstance): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    requests.inc({ method: request.method, route, status: String(reply.statusCode) })
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })
  return registry
}
