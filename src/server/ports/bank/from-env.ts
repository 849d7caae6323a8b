import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import type { Bank } from './bank.ts'
import { createDemoBank } from './demo-bank.ts'

/** The bank adapter the environment names; only the demo bank exists so far. */
export function bankFor(env: Env, clock: Clock, db: Database): Bank {
  return createDemoBank({
    db,
    clock,
    delaySeconds: env.BANK_DEMO_DELAY_SECONDS,
    failingCardSuffixes: env.BANK_DEMO_FAILING_CARDS,
  })
}
