import {
  refreshBodySchema,
  registrationProofSchema,
  sendFormSchema,
  smsCodeAskSchema,
  smsCodeRequestSchema,
  smsCodeSentSchema,
  smsCodeSignInSchema,
  tokensSchema,
} from './auth.ts'
import { codeChallengeSchema } from './code-challenge.ts'
import { partnerLinkIssuedSchema, partnerLinkWorkerSchema, throwAuthBodySchema } from './partner-link.ts'
import { partnerLink } from './partner-link-lifetime.ts'

const requestsCode = { body: smsCodeAskSchema, response: smsCodeSentSchema }
const signsIn = { body: smsCodeSignInSchema, response: tokensSchema }

export default {
  requestEmployeeCode: { ...requestsCode, summary: 'Код для входа сотрудника' },
  signInEmployee: { ...signsIn, summary: 'Вход сотрудника по коду' },
  codeChallenge: {
    summary:
      'Задача для браузера (proof of work), которую код-запрос к новому номеру несёт в поле proof после первых запросов с сети клиента',
    body: smsCodeRequestSchema,
    response: codeChallengeSchema,
  },
  requestWorkerCode: { ...requestsCode, summary: 'Код для входа исполнителя' },
  signInWorker: { ...signsIn, summary: 'Вход исполнителя по коду' },
  requestRegistrationCode: { ...requestsCode, summary: 'Код для подтверждения телефона при регистрации' },
  proveRegistrationPhone: {
    summary: 'Подтверждение телефона при регистрации',
    body: smsCodeSignInSchema,
    response: registrationProofSchema,
  },
  register: { summary: 'Анкета нового исполнителя', body: sendFormSchema, response: tokensSchema },
  renewTokens: { summary: 'Обновление токенов', body: refreshBodySchema, response: tokensSchema },
  signOut: { summary: 'Выход: сессия закрывается', body: refreshBodySchema },
  issuePartnerLink: {
    summary: `Одноразовая ссылка входа исполнителя для приложения партнёра на ${partnerLink.lifetimeSeconds} с (сервер–сервер, заголовок x-api-key): /throw-auth#refreshToken=…`,
    body: smsCodeRequestSchema,
    response: partnerLinkIssuedSchema,
  },
  partnerLinkWorker: {
    summary:
      'Чью сессию откроет ссылка приложения партнёра: спрашивается, когда в браузере уже выполнен вход; ссылка остаётся в силе',
    body: throwAuthBodySchema,
    response: partnerLinkWorkerSchema,
  },
  exchangePartnerLink: {
    summary: 'Вход по ссылке приложения партнёра (страница /throw-auth); ссылка действует один раз',
    body: throwAuthBodySchema,
    response: tokensSchema,
  },
}
