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
      summary: 'Новые люди и Люди, постранично',
    },
    byId: {
      method: 'POST',
      path: '/api/self-employed/get-by-id',
      access: staffOnly,
      summary: 'Профиль исполнителя',
    },
    editConfirmed: {
      method: 'POST',
      path: '/api/self-employed/update-profile-by-employee',
      access: staffOnly,
      summary: 'Сотрудник правит профиль подтверждённого исполнителя',
    },
    editNotConfirmed: {
      method: 'POST',
      path: '/api/self-employed/update-profile-by-not-confirmed-employee',
      access: staffOnly,
      summary: 'Сотрудник правит анкету неподтверждённого исполнителя',
    },
    confirm: {
      method: 'POST',
      path: '/api/self-employed/not-confirmed/confirm',
      access: staffOnly,
      summary: 'Подтвердить исполнителя',
    },
    block: {
      method: 'POST',
      path: '/api/self-employed/block',
      access: staffOnly,
      summary: 'Заблокировать исполнителя',
    },
    unblock: {
      method: 'POST',
      path: '/api/self-employed/unblock',
      access: staffOnly,
      summary: 'Разблокировать исполнителя',
    },
    sendToBank: {
      method: 'POST',
      path: '/api/self-employed/send-to-bank',
      access: staffOnly,
      summary: 'Отправить данные исполнителя в банк',
    },
    npdCheck: {
      method: 'POST',
      path: '/api/self-employed/npd-check',
      access: staffOnly,
      summary: 'Проверить статус самозанятого по ИНН на сегодня',
    },
    /** Every confirmed worker's full card, INN, SNILS and passport at once: for admins only (decision 016). */
    registryLinkForDownloading: {
      method: 'POST',
      path: '/api/self-employed/registry/link-for-downloading',
      access: adminOnly,
      summary: 'Реестр исполнителей для банка (.xlsx), ссылка на 5 минут',
    },
    /** Erases personal data for good, so it is an admin's call (docs/decisions/021-spec-rows.md). */
    remove: {
      method: 'POST',
      path: '/api/self-employed/delete',
      access: adminOnly,
      summary: 'Удалить исполнителя: вход закрыт, отклики отозваны, документы остаются',
    },
  },
)
