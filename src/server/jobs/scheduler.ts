/**
 * How long after its start a server catches up (`runAtStart`): its first requests are answered before the round
 * that catches up, which on PGlite's single connection would otherwise hold them.
 */
export const catchUpDelayMs = 1_000

/**
 * Runs `runDue` every `intervalMs`, never two rounds of one instance at once. Which rows a round takes is up
 * to `runDue` (each step claims its row with SKIP LOCKED), so any number of instances can run the same
 * schedule; tests call `runDue` themselves rather than wait for the timer.
 */
export function createScheduler<Result>(deps: {
  runDue: () => Promise<Result>
  intervalMs: number
  /** A server coming back after a stop catches up `catchUpDelayMs` after its start rather than one interval later. */
  runAtStart?: boolean
  onError?: (error: unknown) => void
}) {
  let timer: NodeJS.Timeout | null = null
  let catchUp: NodeJS.Timeout | null = null
  let running: Promise<unknown> | null = null

  const tick = () => {
    if (running) return
    running = deps
      .runDue()
      .catch((error: unknown) => deps.onError?.(error))
      .finally(() => {
        running = null
      })
  }

  return {
    runDue: deps.runDue,
    start() {
      if (deps.runAtStart) catchUp = setTimeout(tick, catchUpDelayMs).unref()
      timer = setInterval(tick, deps.intervalMs)
      timer.unref()
    },
    /** Takes no new round and waits for the one under way. */
    async stop() {
      if (timer) clearInterval(timer)
      if (catchUp) clearTimeout(catchUp)
      timer = null
      catchUp = null
      await running
    },
  }
}
