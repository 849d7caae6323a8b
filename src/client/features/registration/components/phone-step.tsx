import { useEffect, useRef, useState } from 'react'
import { smsCode } from '#contract/auth/sms-code.ts'
import { messages } from '#contract/common/messages.ts'
import { isValidPhone } from '#contract/common/rules.ts'
import { ApiError, offlineMessage } from '../../../lib/api-error.ts'
import { useCountdown } from '../../../lib/use-countdown.ts'
import { Button } from '../../../ui/button.tsx'
import { PhoneField } from '../../../ui/fields/phone-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { proveRegistrationPhone, requestRegistrationCode } from '../api/registration.ts'

const problemOf = (error: unknown) => (error instanceof ApiError ? error.messages.join('. ') : offlineMessage)

/** Step 1: the phone, proven by the code the server sends to it; a new code can be asked for after 30 s. */
export function PhoneStep(props: {
  initialPhone?: string
  onProven: (phone: string, registrationToken: string) => void
}) {
  const [phone, setPhone] = useState(props.initialPhone ?? '')
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

  const requestCode = async () => {
    if (!isValidPhone(phone)) return setPhoneError(messages.phone)
    setPhoneError(undefined)
    setCodeError(undefined)
    setBusy(true)
    try {
      const sent = await requestRegistrationCode(phone)
      setSentTo(phone)
      setCode('')
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000)
    } catch (error) {
      setPhoneError(problemOf(error))
    } finally {
      setBusy(false)
    }
  }

  const confirm = async () => {
    if (!sentTo) return
    if (!new RegExp(`^\\d{${smsCode.length}}$`).test(code))
      return setCodeError(`Введите ${smsCode.length} цифры кода`)
    setCodeError(undefined)
    setBusy(true)
    try {
      const proof = await proveRegistrationPhone(sentTo, code)
      props.onProven(sentTo, proof.registrationToken)
    } catch (error) {
      setCodeError(problemOf(error))
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        void (sentTo ? confirm() : requestCode())
      }}
    >
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value)
          if (sentTo && value !== sentTo) setSentTo(null)
        }}
        error={phoneError}
        hint="На него придёт код подтверждения"
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
            Подтвердить номер
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
