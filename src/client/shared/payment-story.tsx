import { Link } from '@tanstack/react-router'
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline'
import {
  bankRefusalText,
  paymentFixLabels,
  paymentPath,
  paymentStepHints,
  paymentStepLabels,
  type PaymentStory,
} from '#contract/payments/payment-story.ts'

/** The profile opened with its card field in the editor: where a card refusal leads (decision 084). */
const changeCardSearch = { edit: 'card' } as const

/**
 * An order's payment as the server tells it (decision 084): the path's steps with the current one marked, or the
 * bank's refusal with its reason and the way out. The same on every card that shows a paid shift.
 */
export function PaymentStoryView({ story }: { story: PaymentStory }) {
  if (story.step === 'BANK_REFUSED')
    return (
      <div
        role="alert"
        className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-600/20"
      >
        <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden />
        <div className="space-y-1">
          <p className="font-semibold">{bankRefusalText(story.bankReason)}</p>
          <p>{paymentStepHints.BANK_REFUSED}.</p>
          {story.fix === 'CHANGE_CARD' ? (
            <Link
              to="/profile"
              search={changeCardSearch}
              className="inline-flex min-h-11 items-center font-semibold text-red-900 underline underline-offset-2"
            >
              {paymentFixLabels.CHANGE_CARD}
            </Link>
          ) : (
            story.fix && <p>{paymentFixLabels[story.fix]}</p>
          )}
        </div>
      </div>
    )
  const current = paymentPath.indexOf(story.step)
  return (
    <div className="space-y-1">
      <ol aria-label="Выплата" className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-xs">
        {paymentPath.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={
              index === current
                ? 'font-semibold text-primary-800'
                : index < current
                  ? 'text-gray-700'
                  : 'text-gray-500'
            }
          >
            {index > 0 && <span aria-hidden>→ </span>}
            {paymentStepLabels[step]}
          </li>
        ))}
      </ol>
      <p className="text-sm text-gray-700">{paymentStepHints[story.step]}</p>
    </div>
  )
}
