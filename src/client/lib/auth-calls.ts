/**
 * Spec section 7: the bearer token goes on every request except the calls of 'auth'. The path's first segment is
 * what counts: a download link's signed token may happen to contain the letters.
 */
export const isAuthCall = (url: string) => new URL(url, 'http://app').pathname.startsWith('/auth/')
