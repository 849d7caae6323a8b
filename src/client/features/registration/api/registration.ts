import type { SendForm } from '#contract/auth/auth.ts'
import { authEndpoints } from '#contract/auth/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** Product decisions section 3: the phone is proven by an SMS code, then the profile is sent with the proof. */
export const requestRegistrationCode = (phone: string, proof: string | undefined) =>
  call(authEndpoints.requestRegistrationCode, { body: { phone, ...(proof && { proof }) } })

export const proveRegistrationPhone = (phone: string, code: string) =>
  call(authEndpoints.proveRegistrationPhone, { body: { phone, code } })

export const sendRegistrationForm = (form: SendForm) => call(authEndpoints.register, { body: form })
