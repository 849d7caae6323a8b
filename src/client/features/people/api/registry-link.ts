import { peopleEndpoints } from '#contract/people/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** The bank's registry of workers, through a link that lasts 5 minutes. */
export const registryLink = async () => (await call(peopleEndpoints.registryLinkForDownloading)).url
