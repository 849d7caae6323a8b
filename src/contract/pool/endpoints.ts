import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** A shop's trusted pool: favourites, blocks, exclusions from auto-accept and the auto-accept rule; staff only. */
export const poolEndpoints = endpoints('Исполнители магазина', () => import('./endpoint-schemas.ts'), {
  favourite: { method: 'POST', path: '/api/shop/workers/favourite', access: staffOnly },
  unfavourite: { method: 'POST', path: '/api/shop/workers/unfavourite', access: staffOnly },
  block: { method: 'POST', path: '/api/shop/workers/block', access: staffOnly },
  unblock: { method: 'POST', path: '/api/shop/workers/unblock', access: staffOnly },
  exclude: { method: 'POST', path: '/api/shop/workers/exclude-auto-accept', access: staffOnly },
  include: { method: 'POST', path: '/api/shop/workers/include-auto-accept', access: staffOnly },
  list: { method: 'POST', path: '/api/shop/workers/list', access: staffOnly },
  ofWorker: { method: 'POST', path: '/api/shop/workers/of-self-employed', access: staffOnly },
  autoAcceptRule: { method: 'GET', path: '/api/shop/auto-accept', access: staffOnly },
  updateAutoAcceptRule: { method: 'POST', path: '/api/shop/auto-accept/update', access: staffOnly },
  ratings: { method: 'POST', path: '/api/shop/ratings', access: staffOnly },
})

/** The worker's mark of a shop, after confirming the act of an order there. */
export const shopRatingEndpoints = endpoints(
  'Оценки магазинов',
  () => import('./endpoint-schemas.ts').then((module) => ({ default: module.shopRatingSchemas })),
  { rateShop: { method: 'POST', path: '/api/order/rate-shop', access: ['SELF_EMPLOYED'] } },
)
