import type { Agent } from 'node:http'
import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { createFilteringAgents, RefusedAddressError } from './filteringAgents'
import { isLoopbackHostname } from './loopback'

/*
 * Addresses users give the server to call (alert push endpoints, alert webhook URLs; docs/alerts.md,
 * "Channels"): without WEBHOOK_ALLOW_PRIVATE_NETWORKS, no user can make the server call inside its
 * own network (its database, a cloud metadata service, an admin port). Checked twice: when the
 * address is saved, for a clear 400 naming the field; and when connecting, after DNS, by
 * request-filtering-agent, since a name that resolved to a public address at save time may
 * resolve to 127.0.0.1 later (DNS rebinding; filteringAgents.ts). Both use the same rule,
 * `isPublicAddress`. Without private networks allowed, the address must also be https: what the
 * server sends is the user's data, and a push service is always https.
 */

/** Resolves a host name to every address it has; dns.lookup unless a test gives another. */
export type OutboundLookup = (hostname: string) => Promise<readonly { address: string }[]>

export interface OutboundGuard {
  readonly allowPrivateNetworks: boolean
  /**
   * Why the server must not call `url` (a sentence for the user), or undefined when it may. Looks
   * the host name up unless it is an address.
   */
  problemOf(url: string): Promise<string | undefined>
  /** The scheme rule alone (no DNS): checked again before every call. */
  schemeProblemOf(url: URL): string | undefined
  /** The agent for a call to `url`: refuses private addresses after DNS unless allowed. */
  agentFor(url: URL): Agent
  /** Closes the kept-alive connections (at shutdown). */
  close(): void
}

export const privateAddressProblem = 'Must not be on a loopback, private or reserved network'

export function createOutboundGuard({
  allowPrivateNetworks,
  lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
}: {
  allowPrivateNetworks: boolean
  lookup?: OutboundLookup
}): OutboundGuard {
  // One pool per scheme, so connections to a push service are reused across deliveries; a reused
  // socket was checked when it connected.
  const { http: httpAgent, https: httpsAgent } = createFilteringAgents({
    allowPrivateNetworks,
    isAllowed: isPublicAddress,
  })

  const schemeProblemOf = (url: URL) => {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Must be an http(s) URL'
    if (url.protocol === 'http:' && !allowPrivateNetworks) return 'Must be an https URL'
    return undefined
  }

  return {
    allowPrivateNetworks,
    schemeProblemOf,
    agentFor: (url) => (url.protocol === 'https:' ? httpsAgent : httpAgent),
    close() {
      httpAgent.destroy()
      httpsAgent.destroy()
    },
    async problemOf(raw) {
      if (!URL.canParse(raw)) return 'Must be a URL'
      const url = new URL(raw)
      const schemeProblem = schemeProblemOf(url)
      if (schemeProblem !== undefined || allowPrivateNetworks) return schemeProblem
      const host = url.hostname.replace(/^\[|\]$/g, '')
      if (isIP(host) !== 0) return isPublicAddress(host) ? undefined : privateAddressProblem
      if (isLoopbackHostname(url.hostname)) return privateAddressProblem
      let addresses: readonly { address: string }[]
      try {
        addresses = await lookup(host)
      } catch {
        return `Its host name ${host} does not resolve`
      }
      if (addresses.length === 0) return `Its host name ${host} does not resolve`
      return addresses.every(({ address }) => isPublicAddress(address))
        ? undefined
        : privateAddressProblem
    },
  }
}

/**
 * The address rule: ipaddr.js's `unicast` range only (no private, loopback, link-local, reserved,
 * …), and no IPv6 address that embeds an IPv4 one. IPv4-mapped (`::ffff:0:0/96`), NAT64
 * (`64:ff9b::/96`, `64:ff9b:1::/48`), 6to4 (`2002::/16`) and Teredo (`2001::/32`) are outside
 * `unicast` already; IPv4-compatible addresses (`::/96`, deprecated by RFC 4291) are not, yet
 * `::7f00:1` names 127.0.0.1 to a stack that still routes them, so the whole range is refused.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6
  try {
    parsed = ipaddr.parse(address)
  } catch {
    return false
  }
  if (parsed.range() !== 'unicast') return false
  return !(parsed instanceof ipaddr.IPv6 && parsed.parts.slice(0, 6).every((part) => part === 0))
}

/** Whether a connection failed because the agent refused the address it resolved to. */
export function isRefusedAddress(error: unknown): boolean {
  return (
    error instanceof RefusedAddressError ||
    (error instanceof Error && /is not allowed\. Because/.test(error.message))
  )
}
