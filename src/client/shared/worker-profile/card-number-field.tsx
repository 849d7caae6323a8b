import { useEffect, useRef, useState } from 'react'
import { useController, type Control, type FieldValues } from 'react-hook-form'
import { maskCardNumber } from '#contract/workers/worker.ts'
import { Button } from '../../ui/button.tsx'
import { CardField } from '../../ui/fields/card-field.tsx'
import { TextField } from '../../ui/fields/text-field.tsx'
import type { ProfileFormValues } from './profile-form-values.ts'

const label = 'Номер банковской карты'
/** Where a payment the bank refused for the card leads: the profile scrolls here (decision 084). */
export const cardFieldId = 'payment-card'

/**
 * The card: typed in full, or (`masked`) shown by its last four digits until the user asks to enter another
 * one, so a saved card number is never put on the screen (product decisions section 7). Left alone, the
 * saved number is sent back as it is.
 */
export function CardNumberField(props: {
  control: Control<ProfileFormValues, unknown, FieldValues>
  masked: boolean
}) {
  const [replacing, setReplacing] = useState(false)
  const typed = useRef<HTMLDivElement>(null)
  // The new number is what the user came to type: put the caret there.
  useEffect(() => {
    if (replacing) typed.current?.querySelector('input')?.focus()
  }, [replacing])
  if (!props.masked || replacing) {
    return (
      <div ref={typed} id={cardFieldId}>
        <CardField control={props.control} name="paymentCardNumber" label={label} />
      </div>
    )
  }
  return <SavedCard control={props.control} onReplace={() => setReplacing(true)} />
}

function SavedCard(props: {
  control: Control<ProfileFormValues, unknown, FieldValues>
  onReplace: () => void
}) {
  const { field, fieldState } = useController({ control: props.control, name: 'paymentCardNumber' })
  return (
    <div className="space-y-1.5" id={cardFieldId}>
      <TextField
        label={label}
        value={field.value ? maskCardNumber(field.value) : ''}
        readOnly
        error={fieldState.error?.message}
      />
      <Button
        variant="ghost"
        className="-ml-2 min-h-9 px-2 text-primary-800"
        onClick={() => {
          field.onChange('')
          props.onReplace()
        }}
      >
        Указать другую карту
      </Button>
    </div>
  )
}
