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
    summary: 'Сформировать акт и отправить исполнителю',
  },
  confirm: {
    method: 'POST',
    path: '/api/order/confirm-completed-work-certificate',
    access: executor,
    summary: 'Исполнитель подтверждает акт',
  },
  reject: {
    method: 'POST',
    path: '/api/order/reject-completed-work-certificate',
    access: executor,
    summary: 'Исполнитель отклоняет акт',
  },
  linkForDownloading: {
    method: 'POST',
    path: '/api/order/completed-work-certificate/link-for-downloading',
    access: staffOrExecutor,
    summary: 'Ссылка на акт (5 минут)',
  },
  pdf: {
    method: 'POST',
    path: '/api/file-certificate/completed-work-certificate',
    access: staffOrExecutor,
    summary: 'Акт в PDF',
    answer: 'file',
  },
  registry: {
    method: 'POST',
    path: '/api/file-certificate/completed-work-certificate-registry',
    // Many workers' names and INNs at once, for Счета: for admins only (decision 016).
    access: adminOnly,
    summary: 'Реестр актов одним PDF',
    answer: 'file',
  },
  upload: {
    method: 'POST',
    path: '/api/order/upload-completed-work-certificate',
    access: staffOnly,
    summary: 'Загрузить акт в PDF (multipart: id, file)',
    upload: true,
  },
})
