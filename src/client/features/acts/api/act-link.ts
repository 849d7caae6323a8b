import { actEndpoints } from '#contract/acts/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** The act's PDF, openable for 5 minutes. */
export const actLink = async (orderId: number) =>
  (await call(actEndpoints.linkForDownloading, { body: { id: orderId } })).url
