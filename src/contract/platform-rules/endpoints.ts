import { adminOnly, signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/**
 * The platform's rules and the personal-data consent as versioned documents (issue 45, item 1; decision 095):
 * admins publish, workers accept, staff read the history.
 */
export const platformRulesEndpoints = endpoints('Правила платформы', () => import('./endpoint-schemas.ts'), {
  current: { method: 'GET', path: '/api/platform-rules', access: 'signed-in' },
  /** The registration form, which accepts them, shows them before anyone signs in. */
  inForce: { method: 'GET', path: '/api/platform-rules/in-force', access: 'public' },
  accept: { method: 'POST', path: '/api/platform-rules/accept', access: signedInWorker },
  publish: { method: 'POST', path: '/api/platform-rules/publish', access: adminOnly },
  versions: { method: 'GET', path: '/api/platform-rules/versions', access: staffOnly },
  /** The registration form shows it before anyone signs in. */
  consent: { method: 'GET', path: '/api/personal-data-consent', access: 'public' },
  publishConsent: { method: 'POST', path: '/api/personal-data-consent/publish', access: adminOnly },
  consentVersions: { method: 'GET', path: '/api/personal-data-consent/versions', access: staffOnly },
  /** Withdrawing the consent deletes the account, as staff's deletion does. */
  withdrawConsent: {
    method: 'POST',
    path: '/api/personal-data-consent/withdraw',
    access: signedInWorker,
  },
})
