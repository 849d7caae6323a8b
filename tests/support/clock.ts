import type { Clock } from '../../src/server/kernel/clock.ts'

/** A clock tests move by hand; it starts at the real current time. */
export function createTestClock(
  start = new Date(),
): Clock & { advance(ms: number): void; set(at: Date): void } {
  let now = start.getTime()
  const clock = () => new Date(now)
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms
    },
    set(at: Date) {
      now = at.getTime()
    },
  })
}
