import { endpoints } from '../common/endpoint.ts'

/** Sign-in, registration, sessions and partner links: every call is public, the `/auth/…` paths carry no token. */
export const authEndpoints = endpoints('Вход', () => import('./endpoint-schemas.ts'), {
  requestEmployeeCode: {
    method: 'POST',
    path: '/auth/employee/login2',
    access: 'public',
  },
  signInEmployee: {
    method: 'POST',
    path: '/auth/employee/login2/sms-code',
    access: 'public',
  },
  codeChallenge: {
    method: 'POST',
    path: '/auth/code-challenge',
    access: 'public',
  },
  requestWorkerCode: {
    method: 'POST',
    path: '/auth/self-employed/login',
    access: 'public',
  },
  signInWorker: {
    method: 'POST',
    path: '/auth/self-employed/login/sms-code',
    access: 'public',
  },
  requestRegistrationCode: {
    method: 'POST',
    path: '/auth/self-employed/register',
    access: 'public',
  },
  proveRegistrationPhone: {
    method: 'POST',
    path: '/auth/self-employed/register/sms-code',
    access: 'public',
  },
  register: {
    method: 'POST',
    path: '/auth/self-employed/send-form',
    access: 'public',
  },
  renewTokens: {
    method: 'POST',
    path: '/auth/generate-access-token',
    access: 'public',
  },
  signOut: {
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
  },
  issuePartnerLink: {
    method: 'POST',
    path: '/auth/partner/worker-session',
    access: 'public',
  },
  partnerLinkWorker: {
    method: 'POST',
    path: '/auth/throw-auth/worker',
    access: 'public',
  },
  exchangePartnerLink: {
    method: 'POST',
    path: '/auth/throw-auth',
    access: 'public',
  },
})
