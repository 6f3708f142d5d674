import { isIP } from 'node:net'

/**
 * Whether a host name always means this machine: `localhost` and its subdomains (browsers resolve
 * them to loopback themselves), any address in 127.0.0.0/8, and `::1`. Takes `URL.hostname`,
 * which the URL parser has already normalised (`[0:0::1]` is `[::1]`, `127.1` is `127.0.0.1`).
 */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host) === 4) return host.startsWith('127.')
  return host === '::1'
}
