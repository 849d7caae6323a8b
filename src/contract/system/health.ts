/** Why an instance tells the load balancer not to send it requests (GET /api/health/ready answers 503). */
export const notReadyReasons = {
  database: 'База данных недоступна',
  migrations: 'Миграции базы данных не применены',
} as const

export type ReadinessCheck = keyof typeof notReadyReasons

export const metricsRefusedMessage = 'Метрики доступны только из внутренней сети или с токеном METRICS_TOKEN'
