import { isIPv4, isIPv6 } from 'node:net'

/** The sixteen-bit groups of an IPv6 address, a trailing dotted IPv4 part and a zone id allowed. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : []
  const front = parse(head)
  const back = parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/**
 * The client network an address belongs to, as the key its requests are counted by: one person can take any
 * address of an IPv6 /64 (it is one household's or one phone's), or of a provider's IPv4 block, so counting by
 * the bare address would count a script once per address it picks. `ipv4Bits` and `ipv6Bits` are the prefixes
 * kept; an IPv4 address inside IPv6 (`::ffff:1.2.3.4`) counts as IPv4.
 */
export function clientNetwork(address: string, prefixes: { ipv4Bits: number; ipv6Bits: number }): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  const v4 = mapped ? mapped[1]! : address
  if (isIPv4(v4)) {
    const bytes = v4.split('.').map(Number)
    const kept = bytes.map((byte, i) => {
      const bits = Math.min(8, Math.max(0, prefixes.ipv4Bits - i * 8))
      return byte & (0xff << (8 - bits)) & 0xff
    })
    return `${kept.join('.')}/${prefixes.ipv4Bits}`
  }
  if (!isIPv6(address)) return address
  const kept = ipv6Groups(address).map((group, i) => {
    const bits = Math.min(16, Math.max(0, prefixes.ipv6Bits - i * 16))
    return (group & (0xffff << (16 - bits)) & 0xffff).toString(16)
  })
  return `${kept.join(':')}/${prefixes.ipv6Bits}`
}
