import { endpoints } from '../common/endpoint.ts'

const executor = ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] as const

export const receiptEndpoints = endpoints('Чеки', () => import('./endpoint-schemas.ts'), {
  upload: {
    method: 'POST',
    path: '/api/tax-receipt/upload',
    access: executor,
    upload: true,
  },
  byLink: { method: 'POST', path: '/api/tax-receipt/by-link', access: executor },
  checkLink: { method: 'POST', path: '/api/tax-receipt/check-link', access: executor },
  remove: { method: 'POST', path: '/api/tax-receipt/remove', access: executor },
  history: { method: 'POST', path: '/api/tax-receipt/history', access: ['EMPLOYEE'] },
  mine: { method: 'GET', path: '/api/tax-receipt/my', access: executor },
  needed: { method: 'GET', path: '/api/tax-receipt/needed', access: executor },
  linkForDownloading: {
    method: 'POST',
    path: '/api/tax-receipt/link-for-downloading',
    access: ['EMPLOYEE', ...executor],
  },
})
