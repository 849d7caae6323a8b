import { ApiError, offlineMessage } from '../../../lib/api-error.ts'
import { SmsCodeStep } from '../../../shared/sms-code-step.tsx'
import { proveRegistrationPhone, requestRegistrationCode } from '../api/registration.ts'

const problemOf = (error: unknown) => (error instanceof ApiError ? error.messages.join('. ') : offlineMessage)

/** Step 1: the phone, proven by the code the server sends to it; a new code can be asked for after 30 s. */
export function PhoneStep(props: {
  initialPhone?: string
  onProven: (phone: string, registrationToken: string) => void
}) {
  return (
    <SmsCodeStep
      initialPhone={props.initialPhone}
      phoneHint="На него придёт код подтверждения"
      send={requestRegistrationCode}
      prove={async (phone, code) => {
        const proof = await proveRegistrationPhone(phone, code)
        props.onProven(phone, proof.registrationToken)
      }}
      showProblem={problemOf}
      proveLabel="Подтвердить номер"
    />
  )
}
