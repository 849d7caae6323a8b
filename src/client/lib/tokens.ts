import type { Tokens } from '#contract/auth/auth.ts'
import { isRole, type Role } from '#contract/auth/roles.ts'

/** Spec section 9: local storage keeps two token entries, access and refresh. */
export const tokenKeys = { access: 'accessToken', refresh: 'refreshToken' } as const
const externalAppKey = 'isRedirectedFromExternalApp'

type Listener = () => void
const listeners = new Set<Listener>()

export const tokenStore = {
  access: () => localStorage.getItem(tokenKeys.access),
  refresh: () => localStorage.getItem(tokenKeys.refresh),
  isRedirectedFromExternalApp: () => localStorage.getItem(externalAppKey) === 'true',
  save(tokens: Tokens) {
    localStorage.setItem(tokenKeys.access, tokens.accessToken)
    localStorage.setItem(tokenKeys.refresh, tokens.refreshToken)
    localStorage.setItem(externalAppKey, String(tokens.isRedirectedFromExternalApp))
    listeners.forEach((listener) => listener())
  },
  clear() {
    localStorage.removeItem(tokenKeys.access)
    localStorage.removeItem(tokenKeys.refresh)
    localStorage.removeItem(externalAppKey)
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export type TokenClaims = { userId: number; roles: Role[] }

/** Roles are read from the access token (spec section 6); the server checks them again on every call. */
export function readClaims(accessToken: string | null): TokenClaims | null {
  if (!accessToken) return null
  try {
    const payload = (accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
    const json = JSON.parse(new TextDecoder().decode(bytes))
    const roles: unknown = json.roles
    const userId = Number(json.sub)
    if (!Array.isArray(roles) || !roles.every(isRole) || !Number.isInteger(userId)) return null
    return { userId, roles }
  } catch {
    return null
  }
}
