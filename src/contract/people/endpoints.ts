import { adminOnly, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Staff's calls about workers: the people lists, a worker's card and what staff do with it. */
export const peopleEndpoints = endpoints(
  'Исполнители для сотрудников',
  () => import('./endpoint-schemas.ts'),
  {
    filter: {
      method: 'POST',
      path: '/api/self-employed/filter',
      access: staffOnly,
      apiScope: 'people:read',
    },
    byId: {
      method: 'POST',
      path: '/api/self-employed/get-by-id',
      access: staffOnly,
      apiScope: 'people:read',
    },
    editConfirmed: {
      method: 'POST',
      path: '/api/self-employed/update-profile-by-employee',
      access: staffOnly,
    },
    editNotConfirmed: {
      method: 'POST',
      path: '/api/self-employed/update-profile-by-not-confirmed-employee',
      access: staffOnly,
    },
    confirm: {
      method: 'POST',
      path: '/api/self-employed/not-confirmed/confirm',
      access: staffOnly,
    },
    block: {
      method: 'POST',
      path: '/api/self-employed/block',
      access: staffOnly,
    },
    unblock: {
      method: 'POST',
      path: '/api/self-employed/unblock',
      access: staffOnly,
    },
    sendToBank: {
      method: 'POST',
      path: '/api/self-employed/send-to-bank',
      access: staffOnly,
    },
    npdCheck: {
      method: 'POST',
      path: '/api/self-employed/npd-check',
      access: staffOnly,
    },
    /** Every confirmed worker's full card, INN, SNILS and passport at once: for admins only (decision 016). */
    registryLinkForDownloading: {
      method: 'POST',
      path: '/api/self-employed/registry/link-for-downloading',
      access: adminOnly,
    },
    /** Erases personal data for good, so it is an admin's call (docs/decisions/021-spec-rows.md). */
    remove: {
      method: 'POST',
      path: '/api/self-employed/delete',
      access: adminOnly,
    },
  },
)
