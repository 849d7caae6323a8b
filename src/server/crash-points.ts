import type { Env } from './env.ts'

export type CrashPoint = NonNullable<Env['TEST_CRASH_AT']>
export type CrashPoints = (point: CrashPoint) => void

/**
 * Tests only (TEST_CRASH_AT, refused outside NODE_ENV=test): the process dies at the named point as if the
 * machine lost power, SIGKILL, no shutdown hook, so the tests can restart it and see what the outbox makes of it.
 */
export function crashPointsFor(env: Env): CrashPoints {
  return (point) => {
    if (env.TEST_CRASH_AT === point) process.kill(process.pid, 'SIGKILL')
  }
}
