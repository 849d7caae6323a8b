/**
 * The scheduled loops an instance can run, by the name JOBS takes (`all`, `none`, or a comma-separated list):
 * a fleet runs them on worker instances and leaves its API instances free for requests (decision 105).
 */
export const jobNames = [
  'orders',
  'bank',
  'payouts',
  'npd',
  'notifications',
  'receipts',
  'webhooks',
  'sweep',
  'standby',
  'analytics',
  'totals',
] as const
export type JobName = (typeof jobNames)[number]
