import { isIPv4, isIPv6 } from 'node:net'

/**
 * Whom an address stands for in rate limits. An IPv4 address is one subscriber (written as
 * IPv4 also when it arrives IPv4-mapped, `::ffff:a.b.c.d`); an IPv6 subscriber usually holds a
 * whole /64, so counting each IPv6 address apart would hand one machine 2^64 budgets.
 */
export function addressSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped !== undefined && isIPv4(mapped)) return mapped
  if (!isIPv6(address)) return address
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, without a zone, lowercase and without leading zeros. */
function expandIPv6(address: string): string[] {
  const bare = address.split('%', 1)[0] ?? ''
  const [head = '', tail] = bare.split('::', 2)
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const before = groups(head)
  const after = tail === undefined ? [] : groups(tail)
  // An embedded IPv4 tail (::ffff:0:1.2.3.4 and the like) fills the last two groups.
  const fill = 8 - before.length - after.length - (after.at(-1)?.includes('.') ? 1 : 0)
  return [...before, ...Array<string>(Math.max(0, fill)).fill('0'), ...after].map((group) =>
    group.includes('.') ? group : (parseInt(group, 16) || 0).toString(16),
  )
}
