import type { FastifyInstance } from 'fastify'

type JsonSchema = Record<string, unknown>

/** One operation of `/api/docs/json`, with what a generated request needs. */
export type ApiOperation = {
  method: string
  path: string
  roles: string[]
  security?: unknown
  /** The JSON body's schema; absent for calls without one and for multipart uploads. */
  body?: JsonSchema
  query?: JsonSchema
}

type DocumentOperation = {
  'x-roles'?: string[]
  security?: unknown
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]
}

/** Every operation of the served OpenAPI document: the list tests walk instead of keeping their own. */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
  const document = response.json() as { paths: Record<string, Record<string, DocumentOperation>> }
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      if (!Array.isArray(operation['x-roles'])) throw new Error(`${method} ${path} has no x-roles`)
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query')
      return {
        method: method.toUpperCase(),
        path,
        roles: operation['x-roles'],
        security: operation.security,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: query.length
          ? {
              type: 'object',
              properties: Object.fromEntries(
                query.map((parameter) => [parameter.name, parameter.schema ?? {}]),
              ),
              required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
            }
          : undefined,
      }
    }),
  )
}
