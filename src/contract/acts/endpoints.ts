import { adminOnly, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The act's executor, blocked or not: the act of work they did is theirs to answer. */
const executor = ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] as const
const staffOrExecutor = ['EMPLOYEE', ...executor] as const

/** Acts are addressed by their order's id. */
export const actEndpoints = endpoints('Акты', () => import('./endpoint-schemas.ts'), {
  generate: {
    method: 'POST',
    path: '/api/order/generate-completed-work-certificate',
    access: staffOnly,
  },
  confirm: {
    method: 'POST',
    path: '/api/order/confirm-completed-work-certificate',
    access: executor,
  },
  reject: {
    method: 'POST',
    path: '/api/order/reject-completed-work-certificate',
    access: executor,
  },
  linkForDownloading: {
    method: 'POST',
    path: '/api/order/completed-work-certificate/link-for-downloading',
    access: staffOrExecutor,
  },
  pdf: {
    method: 'POST',
    path: '/api/file-certificate/completed-work-certificate',
    access: staffOrExecutor,
    answer: 'file',
  },
  registry: {
    method: 'POST',
    path: '/api/file-certificate/completed-work-certificate-registry',
    // Many workers' names and INNs at once, for Счета: for admins only (decision 016).
    access: adminOnly,
    answer: 'file',
  },
  upload: {
    method: 'POST',
    path: '/api/order/upload-completed-work-certificate',
    access: staffOnly,
    upload: true,
  },
})
