import { resolvesToPublic, type Resolve } from '../../ports/outbound/public-addresses.ts'

const loopbackHosts = new Set(['127.0.0.1', 'localhost'])

/**
 * Where deliveries may go (decision 094): an https address without userinfo whose name resolves only to public
 * addresses, or, only while the server runs for the tests, their local receiver over http on this computer.
 */
export async function webhookAddressOf(
  url: string,
  options: { allowLocal: boolean; resolve?: Resolve },
): Promise<'public' | 'local-test-receiver' | 'refused'> {
  if (!URL.canParse(url)) return 'refused'
  const parsed = new URL(url)
  if (parsed.username || parsed.password) return 'refused'
  if (options.allowLocal && parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname))
    return 'local-test-receiver'
  if (parsed.protocol !== 'https:') return 'refused'
  return (await resolvesToPublic(parsed.hostname, options.resolve)) ? 'public' : 'refused'
}

/** The tests' receiver (http on this computer): taken only when the server runs for the tests, as for push. */
export const localReceiverAllowed = (env: { NODE_ENV: string }): boolean => env.NODE_ENV === 'test'
