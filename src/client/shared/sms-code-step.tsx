import { useEffect, useRef, useState, type ReactNode } from 'react'
import { smsCode } from '#contract/auth/sms-code.ts'
import { messages } from '#contract/common/messages.ts'
import { isValidPhone } from '#contract/common/rules.ts'
import { ApiError } from '../lib/api-error.ts'
import { useCountdown } from '../lib/use-countdown.ts'
import { askWithProof } from './code-proof.ts'
import { Button } from '../ui/button.tsx'
import { PhoneField } from '../ui/fields/phone-field.tsx'
import { formatPhone } from '../ui/fields/phone-text.ts'
import { TextField } from '../ui/fields/text-field.tsx'

const codePattern = new RegExp(`^\\d{${smsCode.length}}$`)
const wrongCodeMark = 'Проверьте код из СМС'
/** The server refused the code itself (wrong, expired), not the network or its own failure or a rate limit. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429

/**
 * The phone proven by an SMS code, for sign-in and registration alike: the phone, «Получить код», then the code
 * with a countdown to asking for a new one. A changed phone, or a changed `scope` (whom the code is for), asks
 * for a new code.
 */
export function SmsCodeStep(props: {
  /** Sends a code to the phone, with a solved challenge when the server asks for one; answers when a new one may be asked for. */
  send: (phone: string, proof: string | undefined) => Promise<{ resendAfterSeconds: number }>
  /** Checks the code; the step stays busy after it succeeds, as the page moves on. */
  prove: (phone: string, code: string) => Promise<void>
  /** The text to show under the field that failed, or undefined when the problem was shown elsewhere. */
  showProblem: (error: unknown) => string | undefined
  proveLabel: string
  initialPhone?: string
  phoneHint?: string
  scope?: string
  /** Shown above the phone, inside the form. */
  children?: ReactNode
}) {
  const { send, prove, showProblem } = props
  const [phone, setPhone] = useState(props.initialPhone ?? '')
  const [phoneError, setPhoneError] = useState<string>()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sentFor, setSentFor] = useState(props.scope)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [checking, setChecking] = useState(false)
  const secondsLeft = useCountdown(resendAt)
  const codeInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (sentTo) codeInput.current?.focus()
  }, [sentTo])
  if (props.scope !== sentFor) {
    setSentFor(props.scope)
    setSentTo(null)
    setCode('')
  }

  const requestCode = async () => {
    if (!isValidPhone(phone)) return setPhoneError(messages.phone)
    setPhoneError(undefined)
    setCodeError(undefined)
    setBusy(true)
    try {
      const sent = await askWithProof(phone, (proof) => send(phone, proof), setChecking)
      setSentTo(phone)
      setCode('')
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000)
    } catch (error) {
      setPhoneError(showProblem(error))
    } finally {
      setBusy(false)
    }
  }

  const proveCode = async () => {
    if (!sentTo) return
    if (!codePattern.test(code)) return setCodeError(`Введите ${smsCode.length} цифры кода`)
    setCodeError(undefined)
    setBusy(true)
    try {
      await prove(sentTo, code)
    } catch (error) {
      // A refused code is marked on its field even where the message itself is a snackbar (sign-in).
      setCodeError(showProblem(error) ?? (isRefusal(error) ? wrongCodeMark : undefined))
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        void (sentTo ? proveCode() : requestCode())
      }}
    >
      {props.children}
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value)
          setPhoneError(undefined)
          if (sentTo && value !== sentTo) setSentTo(null)
        }}
        error={phoneError}
        hint={props.phoneHint}
      />
      {sentTo ? (
        <>
          <TextField
            label="Код из СМС"
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, smsCode.length))
              setCodeError(undefined)
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={smsCode.length}
            error={codeError}
            hint={`Код отправлен на номер ${formatPhone(sentTo)}`}
            ref={codeInput}
          />
          <Button type="submit" block loading={busy}>
            {props.proveLabel}
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
      {checking && (
        <p role="status" className="text-center text-sm text-gray-600">
          Проверяем…
        </p>
      )}
    </form>
  )
}
