import type { RegistrationProof, SendForm, SmsCodeSent, Tokens } from '#contract/auth/auth.ts'
import { api } from '../../../lib/api-client.ts'

/** Product decisions section 3: the phone is proven by an SMS code, then the profile is sent with the proof. */
export const requestRegistrationCode = (phone: string) =>
  api.post<SmsCodeSent>('/auth/self-employed/register', { phone })

export const proveRegistrationPhone = (phone: string, code: string) =>
  api.post<RegistrationProof>('/auth/self-employed/register/sms-code', { phone, code })

export const sendRegistrationForm = (form: SendForm) =>
  api.post<Tokens>('/auth/self-employed/send-form', form)
