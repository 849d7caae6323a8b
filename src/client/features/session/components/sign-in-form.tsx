import { useEffect, useRef, useState } from 'react'
import { smsCode } from '#contract/auth/sms-code.ts'
import { isValidPhone } from '#contract/common/rules.ts'
import { messages } from '#contract/common/messages.ts'
import type { Tokens } from '#contract/auth/auth.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { useCountdown } from '../../../lib/use-countdown.ts'
import { Button } from '../../../ui/button.tsx'
import { PhoneField } from '../../../ui/fields/phone-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
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

function showError(error: unknown) {
  const problem = error instanceof ApiError ? error : null
  notify({ status: problem?.status || 'error', message: problem?.messages ?? 'Не удалось выполнить запрос' })
}

export function SignInForm({ onSignedIn }: { onSignedIn: (tokens: Tokens, as: SignInAs) => void }) {
  const [as, setAs] = useState<SignInAs>(initialSignInAs)
  const [phone, setPhone] = useState('')
  const [phoneError, setPhoneError] = useState<string>()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const secondsLeft = useCountdown(resendAt)
  const codeInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (sentTo) codeInput.current?.focus()
  }, [sentTo])

  const chooseAs = (value: SignInAs) => {
    setAs(value)
    localStorage.setItem(signInAsKey, value)
    setSentTo(null)
    setCode('')
  }

  const requestCode = async () => {
    if (!isValidPhone(phone)) return setPhoneError(messages.phone)
    setPhoneError(undefined)
    setBusy(true)
    try {
      const sent = await requestSignInCode(as, phone)
      setSentTo(phone)
      setCode('')
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000)
    } catch (error) {
      showError(error)
    } finally {
      setBusy(false)
    }
  }

  const signIn = async () => {
    if (!sentTo) return
    if (!new RegExp(`^\\d{${smsCode.length}}$`).test(code))
      return setCodeError(`Введите ${smsCode.length} цифры кода`)
    setCodeError(undefined)
    setBusy(true)
    try {
      onSignedIn(await signInWithCode(as, sentTo, code), as)
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        void (sentTo ? signIn() : requestCode())
      }}
    >
      <SegmentedSwitch label="Войти как" value={as} onChange={chooseAs} options={signInOptions} />
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value)
          if (sentTo && value !== sentTo) setSentTo(null)
        }}
        error={phoneError}
      />
      {sentTo ? (
        <>
          <TextField
            label="Код из СМС"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, smsCode.length))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={smsCode.length}
            error={codeError}
            hint={`Код отправлен на номер ${sentTo}`}
            ref={codeInput}
          />
          <Button type="submit" block loading={busy}>
            Войти
          </Button>
          <div className="text-center text-sm text-gray-600">
            {secondsLeft > 0 ? (
              <span aria-live="polite">Получить код повторно можно через {secondsLeft} с</span>
            ) : (
              <button
                type="button"
                className="font-medium text-primary-800 underline-offset-2 hover:underline"
                onClick={requestCode}
              >
                Получить код повторно
              </button>
            )}
          </div>
        </>
      ) : (
        <Button type="submit" block loading={busy}>
          Получить код
        </Button>
      )}
    </form>
  )
}
