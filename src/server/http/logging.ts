import { requestIdMixin } from './request-context.ts'

type LoggedRequest = { method: string; url: string; ip?: string; routeOptions?: { url?: string } }
type LoggedError = Error & { code?: unknown; statusCode?: unknown }

const hidden = '[скрыто]'

/**
 * What a request looks like in the log: method and path only. Query strings carry phones and addresses
 * (`/dev/sms-outbox?phone=`, `/api/self-employed/addresses?query=`) and download links carry their token in
 * the path, so both are cut; headers (the bearer token) and bodies (codes, passports) are never logged.
 */
export function loggedUrl(url: string): string {
  const path = url.split('?')[0] ?? ''
  return path.replace(/^(\/api\/files\/download\/)[^/]+/, `$1${hidden}`)
}

/**
 * Database errors repeat the failed statement's parameters in their message ("params: +7999…, 4610…"),
 * which would copy a worker's passport or phone into the log; those are cut, the statement stays.
 */
function loggedErrorText(text: string): string {
  return text.replace(/params: [^\n]*/g, `params: ${hidden}`)
}

export const logSerializers = {
  req: (request: LoggedRequest) => ({ method: request.method, url: loggedUrl(request.url) }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: (error: LoggedError) => ({
    type: error.constructor?.name ?? 'Error',
    message: loggedErrorText(error.message ?? ''),
    code: error.code,
    statusCode: error.statusCode,
    stack: loggedErrorText(error.stack ?? ''),
    ...(error.cause instanceof Error ? { cause: loggedErrorText(error.cause.message) } : {}),
  }),
}

/**
 * One logger configuration for every instance: JSON lines, each request's and its work's with its `reqId`;
 * tests pass a stream to read what would be written.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    serializers: logSerializers,
    mixin: requestIdMixin,
    redact: { paths: ['req.headers', 'body', 'request.body', '*.authorization'], censor: hidden },
    ...(stream ? { stream } : {}),
  }
}
