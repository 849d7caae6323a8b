import type { Env } from './env.ts'

/**
 * Plain `npm start` is a demo on this computer: outside production the server listens on the loopback
 * address only. `HOST` puts it on the network, as production is by default.
 */
export function listenHost(env: Env): string {
  return env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1')
}

export type DevHelpers = {
  /** `/dev/sms-outbox`: the demo's SMS codes, for the person at this computer. */
  smsOutbox: boolean
  /** `/dev/session`: a session without a code, for the tests that start the server only. */
  codeFreeSessions: boolean
}

/** The development helpers exist only while the server is off the network: never in production or with `HOST`. */
export function devHelpers(env: Env): DevHelpers {
  const onThisComputerOnly = env.NODE_ENV !== 'production' && env.HOST === undefined
  return { smsOutbox: onThisComputerOnly, codeFreeSessions: onThisComputerOnly && env.NODE_ENV === 'test' }
}
