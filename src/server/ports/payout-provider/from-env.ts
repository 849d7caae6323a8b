import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import type { PayoutProvider } from './payout-provider.ts'
import { createYookassaStandIn, type YookassaStandIn } from './yookassa-stand-in.ts'
import { createYookassaPayouts, yookassaNotifiers } from './yookassa-payouts.ts'

/**
 * The payout provider the environment names: YooKassa itself, or (the default) the same adapter talking to the
 * stand-in, which answers in-process and takes notifications only from this machine. The stand-in is handed
 * back too, for the tests' switches.
 */
export function payoutProviderFor(
  env: Env,
  clock: Clock,
  db: Database,
): { provider: PayoutProvider; standIn: YookassaStandIn | null } {
  if (env.PAYOUT_PROVIDER === 'yookassa')
    return {
      provider: createYookassaPayouts({
        baseUrl: env.YOOKASSA_API_URL,
        shopId: env.YOOKASSA_SHOP_ID ?? '',
        secretKey: env.YOOKASSA_SECRET_KEY ?? '',
        notifiers: env.YOOKASSA_NOTIFY_FROM ?? yookassaNotifiers,
      }),
      standIn: null,
    }
  const standIn = createYookassaStandIn({
    db,
    clock,
    delaySeconds: env.PAYOUTS_STAND_IN_DELAY_SECONDS,
    refusedEndings: env.PAYOUTS_STAND_IN_REFUSED,
    balance: env.PAYOUTS_STAND_IN_BALANCE,
  })
  const provider = createYookassaPayouts({
    baseUrl: 'https://stand-in.yookassa.invalid/v3',
    shopId: 'stand-in',
    secretKey: 'stand-in',
    notifiers: ['127.0.0.0/8', '::1/128'],
    transport: standIn.transport,
  })
  return { provider, standIn }
}
