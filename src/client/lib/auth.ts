import { readClaims, tokenStore, type TokenClaims } from './tokens.ts'

/** What the router's guards need to know about the session, read from local storage each time. */
export type Auth = {
  claims: () => TokenClaims | null
  isRedirectedFromExternalApp: () => boolean
}

export const auth: Auth = {
  claims: () => readClaims(tokenStore.access()),
  isRedirectedFromExternalApp: () => tokenStore.isRedirectedFromExternalApp(),
}
