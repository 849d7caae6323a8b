import type { Clock } from '../../clock.ts'
import type { Env } from '../../env.ts'
import type { Bank } from './bank.ts'
import { createDemoBank } from './demo-bank.ts'

/** The bank adapter the environment names; only the demo bank exists so far. */
export function bankFor(env: Env, clock: Clock): Bank {
  return createDemoBank({
    clock,
    delaySeconds: env.BANK_DEMO_DELAY_SECONDS,
    failingCardSuffixes: env.BANK_DEMO_FAILING_CARDS,
  })
}
