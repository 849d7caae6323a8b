import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { validatorCompiler } from '@fastify/type-provider-zod'
import type { Registry } from 'prom-client'
import type { Env } from '../env.ts'
import { answerSerializerCompiler } from './answer-serializer.ts'
import { jsonBodyLimitBytes } from './body-limits.ts'
import { registerBodyTimeouts } from './body-timeouts.ts'
import { trustedProxies } from './client-address.ts'
import { frameworkErrors, registerErrorHandler } from './error-handler.ts'
import { registerGracefulClose } from './graceful-close.ts'
import { loggerOptions } from './logging.ts'
import { registerRequestContext, requestIdOf } from './request-context.ts'
import { registerRequestMetrics } from './request-metrics.ts'

/**
 * Every schema is zod's: without these Fastify would build its own compilers (ajv, fast-json-stringify) for every
 * route at start, a tenth of a second, for nothing. Its types expect JSON-schema compilers, hence the cast.
 */
const zodCompilers = (serializer: ReturnType<typeof answerSerializerCompiler>) =>
  ({
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializer,
  }) as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']

/**
 * The HTTP server every route is registered on: its log, limits, request ids, zod's compilers, the error handler,
 * the body timeouts, graceful close and the request metrics (whose registry the metrics route serves).
 */
export function createFastifyFrame(
  env: Env,
  logStream?: NodeJS.WritableStream,
): { app: FastifyInstance; metrics: Registry } {
  const answerSerializer = answerSerializerCompiler({ checkAnswers: env.CHECK_ANSWERS })
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, logStream),
    bodyLimit: jsonBodyLimitBytes,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // Download links carry their signed token in the path.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors,
    genReqId: requestIdOf,
    // Requests in flight at SIGTERM finish; idle keep-alive connections close at once (graceful shutdown).
    forceCloseConnections: 'idle',
    schemaController: { compilersFactory: zodCompilers(answerSerializer) },
  })
  registerRequestContext(app)
  registerGracefulClose(app)
  const metrics = registerRequestMetrics(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(answerSerializer)
  registerErrorHandler(app)
  registerBodyTimeouts(app, {
    bodyMs: env.BODY_TIMEOUT_SECONDS * 1000,
    uploadMs: env.UPLOAD_TIMEOUT_SECONDS * 1000,
  })
  return { app, metrics }
}
