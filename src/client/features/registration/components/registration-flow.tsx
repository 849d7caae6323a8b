import { useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { sessionMessages } from '#contract/auth/sms-code.ts'
import { phoneProof, type PhoneProof } from '../phone-proof.ts'
import { PhoneStep } from './phone-step.tsx'
import { ProfileStep } from './profile-step.tsx'

const linkClass = 'font-medium text-primary-800 underline-offset-2 hover:underline'

/** Registration in two steps: prove the phone, then fill the profile. The proof outlives a reload of the tab. */
export function RegistrationFlow() {
  const [proof, setProof] = useState<PhoneProof | null>(() => phoneProof.load())
  const [notice, setNotice] = useState<string>()

  const restart = (message?: string) => {
    phoneProof.clear()
    setNotice(message)
    setProof(null)
  }

  if (!proof) {
    return (
      <Card narrow>
        <StepTitle step={1} title="Номер телефона" />
        {notice && (
          <p
            role="status"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {notice}
          </p>
        )}
        <PhoneStep
          onProven={(phone, registrationToken) => {
            const proven = { phone, registrationToken, provenAt: Date.now() }
            phoneProof.save(proven)
            setNotice(undefined)
            setProof(proven)
          }}
        />
        <p className="text-center text-sm text-gray-600">
          Уже зарегистрированы?{' '}
          <Link to="/login" className={linkClass}>
            Войти
          </Link>
        </p>
      </Card>
    )
  }
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <StepTitle step={2} title="Анкета исполнителя" />
        <button type="button" className={`text-sm ${linkClass}`} onClick={() => restart()}>
          Другой номер
        </button>
      </div>
      <p className="text-sm text-gray-600">
        Заполните все поля, как в документах. Анкета сохраняется на этом устройстве, пока вы её не отправите.
      </p>
      <ProfileStep proof={proof} onProofExpired={() => restart(sessionMessages.registrationExpired)} />
      <p className="text-center text-sm text-gray-600">
        Уже зарегистрированы?{' '}
        <Link to="/login" className={linkClass}>
          Войти
        </Link>
      </p>
    </Card>
  )
}

/** The page's card: as narrow as the sign-in form for the phone, wide enough for two columns of the profile. */
function Card({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby="registration-title"
      className={`w-full space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8 ${narrow ? 'max-w-md' : 'max-w-3xl'}`}
    >
      <h1 id="registration-title" className="text-xl font-semibold text-gray-900">
        Регистрация исполнителя
      </h1>
      {children}
    </section>
  )
}

function StepTitle({ step, title }: { step: 1 | 2; title: string }) {
  return (
    <h2 className="text-base font-semibold text-gray-900">
      <span className="text-gray-500">Шаг {step} из 2 · </span>
      {title}
    </h2>
  )
}
