import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from '@fastify/type-provider-zod'
import type { Access } from './access.ts'

/** The role names any one of which admits a caller; empty for public, the signed-in marker otherwise. */
export function rolesOf(access: Access | undefined): string[] {
  if (!access || access === 'public') return []
  if (access === 'signed-in') return ['SIGNED_IN']
  return [...access]
}

/** The OpenAPI document, generated from the contract's zod schemas, at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Смены — API',
        version,
        description: 'Маркетплейс коротких смен для магазинов и самозанятых',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input)
      const access = input.route.config?.access
      const roles = rolesOf(access)
      const schema = transformed.schema as Record<string, unknown>
      schema['x-roles'] = roles
      if (access && access !== 'public') schema.security = [{ bearerAuth: [] }]
      return transformed
    },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
