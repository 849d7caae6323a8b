import { endpoints } from '../common/endpoint.ts'
import { partnerLink } from './partner-link-lifetime.ts'

/** Sign-in, registration, sessions and partner links: every call is public, the `/auth/…` paths carry no token. */
export const authEndpoints = endpoints('Вход', () => import('./endpoint-schemas.ts'), {
  requestEmployeeCode: {
    method: 'POST',
    path: '/auth/employee/login2',
    access: 'public',
    summary: 'Код для входа сотрудника',
  },
  signInEmployee: {
    method: 'POST',
    path: '/auth/employee/login2/sms-code',
    access: 'public',
    summary: 'Вход сотрудника по коду',
  },
  requestWorkerCode: {
    method: 'POST',
    path: '/auth/self-employed/login',
    access: 'public',
    summary: 'Код для входа исполнителя',
  },
  signInWorker: {
    method: 'POST',
    path: '/auth/self-employed/login/sms-code',
    access: 'public',
    summary: 'Вход исполнителя по коду',
  },
  requestRegistrationCode: {
    method: 'POST',
    path: '/auth/self-employed/register',
    access: 'public',
    summary: 'Код для подтверждения телефона при регистрации',
  },
  proveRegistrationPhone: {
    method: 'POST',
    path: '/auth/self-employed/register/sms-code',
    access: 'public',
    summary: 'Подтверждение телефона при регистрации',
  },
  register: {
    method: 'POST',
    path: '/auth/self-employed/send-form',
    access: 'public',
    summary: 'Анкета нового исполнителя',
  },
  renewTokens: {
    method: 'POST',
    path: '/auth/generate-access-token',
    access: 'public',
    summary: 'Обновление токенов',
  },
  signOut: {
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    summary: 'Выход: сессия закрывается',
  },
  issuePartnerLink: {
    method: 'POST',
    path: '/auth/partner/worker-session',
    access: 'public',
    summary: `Одноразовая ссылка входа исполнителя для приложения партнёра на ${partnerLink.lifetimeSeconds} с (сервер–сервер, заголовок x-api-key): /throw-auth#refreshToken=…`,
  },
  exchangePartnerLink: {
    method: 'POST',
    path: '/auth/throw-auth',
    access: 'public',
    summary: 'Вход по ссылке приложения партнёра (страница /throw-auth); ссылка действует один раз',
  },
})
