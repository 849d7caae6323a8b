import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forbiddenMessage, unauthenticatedMessage } from '#contract/common/errors.ts'
import { apiKeyMessages, apiKeyPrefix, type ApiScope } from '#contract/api-keys/scopes.ts'
import type { Access } from '#contract/auth/access.ts'
import type { AuthUser } from '../kernel/actor.ts'
import { Forbidden, Unauthenticated } from '../kernel/errors.ts'

export type { Access }

/** One row of the access table: a route as registered and who may call it. */
type AccessEntry = { method: string; url: string; access: Access }

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /** The API key's scope that may make this call (decision 098); without it no key may. */
    apiScope?: ApiScope
  }
  interface FastifyInstance {
    /** Every route registered so far with its access, HEAD twins included; tests compare it to the document. */
    accessTable: AccessEntry[]
  }
  interface FastifyRequest {
    user: AuthUser | null
  }
}

export type Authenticate = (bearerToken: string) => Promise<AuthUser | null>
/** A chain's system's key: the staff member it acts as, or why it is refused (decision 098). */
export type AuthenticateApiKey = (
  key: string,
  ip: string,
) => Promise<{ user: AuthUser } | { refused: 'invalid' | 'address' }>

const publicPrefixes = ['/api/docs']

/**
 * Every route must declare its access where it is defined; a route without one stops the server at start,
 * so nothing is reachable by omission.
 */
export function registerAccess(
  app: FastifyInstance,
  authenticate: Authenticate,
  authenticateApiKey: AuthenticateApiKey,
): void {
  app.decorateRequest('user', null)
  const table: AccessEntry[] = []
  app.decorate('accessTable', table)

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      if (!publicPrefixes.some((prefix) => route.url.startsWith(prefix)))
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access`)
      route.config = { ...route.config, access: 'public' }
    }
    for (const method of [route.method].flat())
      table.push({ method: String(method), url: route.url, access: route.config.access! })
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access
    if (!access) return // unmatched URL: the not-found handler answers
    if (access === 'public') return
    const token = bearerTokenOf(request)
    request.user = token.startsWith(apiKeyPrefix)
      ? await authenticateKey(request, token, authenticateApiKey)
      : await authenticateRequest(token, authenticate)
    if (access === 'signed-in') return
    const roles = request.user.roles
    if (!access.some((role) => roles.includes(role))) throw new Forbidden(forbiddenMessage)
  })
}

/** The request's `Authorization: Bearer` token, or '' without one. */
export function bearerTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
}

async function authenticateRequest(token: string, authenticate: Authenticate): Promise<AuthUser> {
  if (!token) throw new Unauthenticated(unauthenticatedMessage)
  const user = await authenticate(token)
  if (!user) throw new Unauthenticated('Сессия истекла. Войдите снова')
  return user
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthenticated(unauthenticatedMessage)
  return request.user
}

/** A key answers 401 when it is not a live key, 403 from an address it is not taken from or for a call outside its scopes. */
async function authenticateKey(
  request: FastifyRequest,
  key: string,
  authenticateApiKey: AuthenticateApiKey,
): Promise<AuthUser> {
  const caller = await authenticateApiKey(key, request.ip)
  if ('refused' in caller) {
    if (caller.refused === 'address') throw new Forbidden(apiKeyMessages.addressRefused)
    throw new Unauthenticated(apiKeyMessages.invalid)
  }
  const scope = request.routeOptions.config.apiScope
  if (!scope || !caller.user.apiScopes?.includes(scope)) throw new Forbidden(apiKeyMessages.scopeMissing)
  return caller.user
}
