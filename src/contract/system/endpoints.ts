import { endpoints } from '../common/endpoint.ts'

/** For the load balancer: alive (the process answers) and ready (it can serve: database, migrations, files). */
export const systemEndpoints = endpoints('Система', () => import('./endpoint-schemas.ts'), {
  health: { method: 'GET', path: '/api/health', access: 'public' },
  ready: { method: 'GET', path: '/api/health/ready', access: 'public' },
})
