import type { Env } from '../../env.ts'
import type { AddressSuggester } from './address-suggester.ts'
import { createBuiltinAddresses } from './builtin-addresses.ts'
import { createDadataAddresses } from './dadata-addresses.ts'

/** The bundled streets unless a DaData-compatible service is configured. */
export function addressSuggesterFor(env: Env): AddressSuggester {
  if (env.ADDRESS_ADAPTER === 'dadata')
    return createDadataAddresses({ url: env.DADATA_URL, token: env.DADATA_TOKEN! })
  return createBuiltinAddresses()
}
