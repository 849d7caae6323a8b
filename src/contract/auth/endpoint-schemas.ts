import {
  refreshBodySchema,
  registrationProofSchema,
  sendFormSchema,
  smsCodeRequestSchema,
  smsCodeSentSchema,
  smsCodeSignInSchema,
  tokensSchema,
} from './auth.ts'
import { partnerLinkIssuedSchema, throwAuthBodySchema } from './partner-link.ts'

const requestsCode = { body: smsCodeRequestSchema, response: smsCodeSentSchema }
const signsIn = { body: smsCodeSignInSchema, response: tokensSchema }

export default {
  requestEmployeeCode: requestsCode,
  signInEmployee: signsIn,
  requestWorkerCode: requestsCode,
  signInWorker: signsIn,
  requestRegistrationCode: requestsCode,
  proveRegistrationPhone: { body: smsCodeSignInSchema, response: registrationProofSchema },
  register: { body: sendFormSchema, response: tokensSchema },
  renewTokens: { body: refreshBodySchema, response: tokensSchema },
  signOut: { body: refreshBodySchema },
  issuePartnerLink: { body: smsCodeRequestSchema, response: partnerLinkIssuedSchema },
  exchangePartnerLink: { body: throwAuthBodySchema, response: tokensSchema },
}
