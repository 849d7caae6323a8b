import { useState } from 'react'
import { BanknotesIcon } from '@heroicons/react/24/outline'
import { maskedPhone, type PayoutMethod, type PayoutMethodKind } from '#contract/payouts/payout-method.ts'
import { Button } from '../../../ui/button.tsx'
import { FieldFrame, inputClass } from '../../../ui/fields/field-frame.tsx'
import { PhoneField } from '../../../ui/fields/phone-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useChangePayoutMethod, usePayoutMethod, useSbpBanks } from '../api/payout-method.ts'
import { ReceiptsByProvider } from './receipts-by-provider.tsx'

const kindLabels: Record<PayoutMethodKind, string> = { CARD: 'На карту из профиля', SBP: 'По СБП на телефон' }

function describe(method: PayoutMethod) {
  return method.kind === 'SBP'
    ? `По СБП: ${method.bankName ?? ''}, ${maskedPhone(method.phone ?? '')}`
    : 'На карту из профиля'
}

/**
 * «Как получать выплаты» on the worker's profile (issue 47): the card, or СБП to a phone at a bank from the
 * participants' list. A new СБП method is checked by an administrator before any payout goes to it. Below it,
 * the permission for ЮMoney to register the worker's receipts.
 */
export function PayoutMethodSection({ canEdit }: { canEdit: boolean }) {
  const method = usePayoutMethod()
  const [editing, setEditing] = useState(false)
  return (
    <section
      aria-labelledby="payout-method-title"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex gap-3">
        <BanknotesIcon className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="payout-method-title" className="font-semibold text-gray-900">
            Как получать выплаты
          </h2>
          {method.data && !editing && (
            <>
              <p className="text-sm text-gray-800">{describe(method.data)}</p>
              {!method.data.confirmed && (
                <p className="text-sm text-amber-800">
                  Ждёт проверки администратором: до проверки выплаты на этот способ не отправляются.
                </p>
              )}
            </>
          )}
        </div>
      </div>
      {method.data && editing && <PayoutMethodForm current={method.data} onDone={() => setEditing(false)} />}
      {method.data && canEdit && !editing && (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Другой способ выплаты
        </Button>
      )}
      {method.data && <ReceiptsByProvider method={method.data} canEdit={canEdit} />}
    </section>
  )
}

function PayoutMethodForm({ current, onDone }: { current: PayoutMethod; onDone: () => void }) {
  const [kind, setKind] = useState<PayoutMethodKind>(current.kind)
  const [phone, setPhone] = useState(current.phone ?? '')
  const [bankId, setBankId] = useState(current.bankId ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const banks = useSbpBanks(kind === 'SBP')
  const change = useChangePayoutMethod()

  const save = async () => {
    await change.submit(
      { body: kind === 'SBP' ? { kind, phone, bankId } : { kind } },
      {
        onDone: () => {
          notify({ status: 'success', message: 'Способ выплаты сохранён' })
          onDone()
        },
        placeIn: (error) => {
          if (Object.keys(error.fields).length === 0) return false
          setErrors(error.fields)
          return true
        },
      },
    )
  }

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="sr-only">Способ выплаты</legend>
        {(['CARD', 'SBP'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="radio"
              name="payout-kind"
              checked={kind === option}
              onChange={() => setKind(option)}
              className="size-4 text-primary-700"
            />
            {kindLabels[option]}
          </label>
        ))}
      </fieldset>
      {kind === 'SBP' && (
        <>
          <PhoneField
            label="Телефон, к которому привязан счёт"
            value={phone}
            onChange={setPhone}
            error={errors.phone}
          />
          <FieldFrame id="payout-bank" label="Банк" error={errors.bankId}>
            <select
              id="payout-bank"
              className={inputClass}
              value={bankId}
              aria-invalid={Boolean(errors.bankId)}
              onChange={(event) => setBankId(event.target.value)}
            >
              <option value="">{banks.isPending ? 'Загрузка списка банков…' : 'Выберите банк'}</option>
              {banks.data?.banks.map((bank) => (
                <option key={bank.bankId} value={bank.bankId}>
                  {bank.name}
                </option>
              ))}
            </select>
          </FieldFrame>
        </>
      )}
      <div className="flex gap-2">
        <Button onClick={save} loading={change.isPending}>
          Сохранить
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Отмена
        </Button>
      </div>
    </div>
  )
}
