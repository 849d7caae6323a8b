import { useState } from 'react'
import type { Tokens } from '#contract/auth/auth.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { SmsCodeStep } from '../../../shared/sms-code-step.tsx'
import { SegmentedSwitch } from '../../../ui/segmented-switch.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { requestSignInCode, signInWithCode, type SignInAs } from '../api/sign-in.ts'

const signInAsKey = 'signInAs'
const signInOptions = [
  { value: 'worker', label: 'Исполнитель' },
  { value: 'employee', label: 'Сотрудник' },
] as const

/** «Сотрудник» on screens 640 px and wider, «Исполнитель» below; the last choice is remembered on the device. */
function initialSignInAs(): SignInAs {
  const saved = localStorage.getItem(signInAsKey)
  if (saved === 'worker' || saved === 'employee') return saved
  return window.matchMedia('(min-width: 640px)').matches ? 'employee' : 'worker'
}

/** Sign-in tells its problems in the snackbar, not under the fields. */
function showError(error: unknown) {
  const problem = error instanceof ApiError ? error : null
  notify({ status: problem?.status || 'error', message: problem?.messages ?? 'Не удалось выполнить запрос' })
  return undefined
}

export function SignInForm({ onSignedIn }: { onSignedIn: (tokens: Tokens, as: SignInAs) => void }) {
  const [as, setAs] = useState<SignInAs>(initialSignInAs)
  const chooseAs = (value: SignInAs) => {
    setAs(value)
    localStorage.setItem(signInAsKey, value)
  }
  return (
    <SmsCodeStep
      scope={as}
      send={(phone, proof) => requestSignInCode(as, phone, proof)}
      prove={async (phone, code) => onSignedIn(await signInWithCode(as, phone, code), as)}
      showProblem={showError}
      proveLabel="Войти"
    >
      <SegmentedSwitch label="Войти как" value={as} onChange={chooseAs} options={signInOptions} />
    </SmsCodeStep>
  )
}
