import { api } from '../../../lib/api-client.ts'

/** `POST /api/self-employed/registry/link-for-downloading`: the bank's registry of workers, for 5 minutes. */
export const registryLink = async () =>
  (await api.post<{ url: string; expiresAt: string }>('/api/self-employed/registry/link-for-downloading')).url
