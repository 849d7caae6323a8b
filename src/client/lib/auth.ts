import { readClaims, tokenStore, type TokenClaims } from './tokens.ts'

/**
 * The session as the router's context hands it on (guards and loaders read `context.auth`, components
 * `useSession()`), read from local storage each time.
 */
export type Auth = {
  claims: () => TokenClaims | null
  isRedirectedFromExternalApp: () => boolean
  /** For a request the API client does not send (an upload with progress). */
  accessToken: () => string | null
}

export const auth: Auth = {
  claims: () => readClaims(tokenStore.access()),
  isRedirectedFromExternalApp: () => tokenStore.isRedirectedFromExternalApp(),
  accessToken: () => tokenStore.access(),
}
