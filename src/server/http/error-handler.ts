import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod'
import { internalErrorMessage, notFoundMessage, type ErrorBody } from '#contract/common/errors.ts'
import { fileTooLargeMessage, statementTimeoutMessage } from '#contract/common/error-messages.ts'
import { fileLinkMessages } from '#contract/files/messages.ts'
import { RowsRefused, ServiceError } from '../kernel/errors.ts'
import { StorageUnreachable } from '../ports/storage/watched-storage.ts'

const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Тело запроса пустое',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Запрос слишком большой',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Некорректная длина тела запроса',
  FST_REQ_FILE_TOO_LARGE: fileTooLargeMessage,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Ожидается файл в форме multipart/form-data',
  FST_FILES_LIMIT: 'Можно приложить только один файл',
}

/**
 * PostgreSQL cancelled the statement (SQLSTATE 57014, query_canceled): it outlasted `statement_timeout`. drizzle
 * wraps the driver's error in its own (`cause`).
 */
function statementCancelled(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 3; at = (at as { cause?: unknown }).cause, depth += 1)
    if ((at as { code?: unknown }).code === '57014') return true
  return false
}

/** Thrown by the multipart parser itself, before any route code: a malformed upload, not a server fault. */
const multipartParserError =
  /^(Multipart: |Unsupported Content-Type|Unexpected end of (form|multipart)|Malformed part header)/

/** The router's own refusals, answered before any route or hook runs. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'Некорректный адрес запроса',
  FST_ERR_MAX_PARAM_LENGTH: 'Слишком длинный адрес запроса',
}

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = frameworkMessages[error.code]
  if (message) return reply.code(error.statusCode ?? 400).send({ message } satisfies ErrorBody)
  return reply.code(500).send({ message: internalErrorMessage } satisfies ErrorBody)
}

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.')
}

/** One place maps every failure to `{ message, messages? }` in Russian (product decisions section 2). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      const messages: string[] = []
      for (const issue of error.validation) {
        const message = issue.message ?? 'Некорректное значение'
        const field = fieldOf(issue.instancePath)
        if (field && !(field in fields)) fields[field] = message
        if (!messages.includes(message)) messages.push(message)
      }
      const body: ErrorBody = { message: messages.join('; '), messages, fields }
      return reply.code(400).send(body)
    }
    if (error instanceof ServiceError) {
      const body: ErrorBody = {
        message: error.message,
        ...(error.messages ? { messages: error.messages } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error instanceof RowsRefused ? { errors: error.errors } : {}),
      }
      return reply.code(error.statusCode).send(body)
    }
    if (error instanceof StorageUnreachable) {
      request.log.warn({ err: error.cause }, 'the file storage did not answer')
      return reply.code(503).send({ message: fileLinkMessages.storageUnavailable } satisfies ErrorBody)
    }
    if (statementCancelled(error)) {
      // The statement was undone (and its transaction, when it ran in one): the person may narrow the ask or retry.
      request.log.warn({ err: error }, 'a statement outlasted the statement timeout')
      return reply.code(503).send({ message: statementTimeoutMessage } satisfies ErrorBody)
    }
    const known = fastifyCodeMessages[error.code]
    if (known && error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: known } satisfies ErrorBody)
    }
    if (!error.statusCode && multipartParserError.test(error.message)) {
      return reply.code(400).send({ message: fastifyCodeMessages.FST_INVALID_MULTIPART_CONTENT_TYPE! })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: 'Некорректный запрос' } satisfies ErrorBody)
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ message: internalErrorMessage } satisfies ErrorBody)
  })

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: notFoundMessage } satisfies ErrorBody),
  )
}
