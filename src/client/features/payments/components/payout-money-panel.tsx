import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Cog6ToothIcon } from '@heroicons/react/24/outline'
import { formatRoubles } from '#contract/common/kopecks.ts'
import type { PayoutMoney } from '#contract/payouts/payout-money.ts'
import { Button } from '../../../ui/button.tsx'
import { payoutMoneyQueryOptions } from '../api/payout-money.ts'
import { PayoutLimitsDialog } from './payout-limits-dialog.tsx'
import { ReconciliationDialog } from './reconciliation-dialog.tsx'

const limitWords = (limit: string) => (Number(limit) === 0 ? 'без лимита' : formatRoubles(limit))

/**
 * The admins' line in Счета's header, beside the filters, so the table keeps its first screen (decision 104): the provider's balance (flagged below the threshold), today's
 * payouts, the daily limit, how many payouts wait for them, «Настройки выплат» to set the payout mode, the
 * limit and the low-balance threshold, and «Сверка» with the reconciliation's differences.
 */
export function PayoutMoneyPanel() {
  const money = useQuery(payoutMoneyQueryOptions())
  const [open, setOpen] = useState<'limits' | 'reconciliation' | null>(null)
  const close = () => setOpen(null)
  return (
    <section aria-label="Деньги на выплаты" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {money.data ? (
        <MoneyFacts money={money.data} />
      ) : (
        <span className="text-gray-600">
          {money.isError ? 'Не удалось узнать баланс выплат' : 'Узнаём баланс выплат…'}
        </span>
      )}
      {/* An icon, so the line still fits beside the title and the filters (the table keeps its first screen). */}
      <Button
        variant="secondary"
        className="min-h-11 min-w-11 px-0!"
        aria-label="Настройки выплат"
        title="Настройки выплат: режим, дневной лимит, порог баланса"
        onClick={() => setOpen('limits')}
      >
        <Cog6ToothIcon className="size-5" aria-hidden />
      </Button>
      <Button variant="secondary" className="min-h-11" onClick={() => setOpen('reconciliation')}>
        Сверка
      </Button>
      <PayoutLimitsDialog open={open === 'limits'} onClose={close} />
      <ReconciliationDialog open={open === 'reconciliation'} onClose={close} />
    </section>
  )
}

function MoneyFacts({ money }: { money: PayoutMoney }) {
  const balance = money.balance === null ? 'провайдер не ответил' : formatRoubles(money.balance)
  return (
    <>
      <p className={money.lowBalance ? 'font-medium text-red-700' : 'text-gray-900'}>
        Баланс: {balance}
        {money.lowBalance && ` — меньше порога ${formatRoubles(money.lowBalanceThreshold)}, пополните`}
      </p>
      <p className="text-gray-700">
        Сегодня: {money.todayCount} на {formatRoubles(money.todaySum)}
      </p>
      <p className="text-gray-700">Лимит в день: {limitWords(money.payoutDailyLimit)}</p>
      {money.heldCount > 0 && <p className="text-amber-800">Ждут лимита или баланса: {money.heldCount}</p>}
    </>
  )
}
