import { lookup as dnsLookup } from 'node:dns'
import type { Agent } from 'node:http'
import { isIP, Socket, type LookupFunction, type TcpNetConnectOpts } from 'node:net'
import type { Duplex } from 'node:stream'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'

/*
 * request-filtering-agent refuses what ipaddr.js does not call `unicast` when connecting; our
 * rule (outboundGuard.ts, `isPublicAddress`) refuses more: IPv4-compatible IPv6 addresses
 * (`::7f00:1` is 127.0.0.1), which ipaddr.js counts as unicast. Its own deny list cannot hold
 * them (it matches IPv4 addresses against an IPv6 range and warns on every call), so these
 * agents check our rule as well, on a literal host and on every address a name resolves to.
 */

/** A connection the guard refused: the address it resolved to is not public. */
export class RefusedAddressError extends Error {
  constructor() {
    super('The address is on a loopback, private or reserved network')
    this.name = 'RefusedAddressError'
  }
}

type ConnectionListener = (error: Error | null, socket: Duplex) => void
type AddressRule = (address: string) => boolean

/** Keep-alive agents for http and https that connect only to addresses `isAllowed` takes. */
export function createFilteringAgents(options: {
  allowPrivateNetworks: boolean
  isAllowed: AddressRule
}): { http: Agent; https: Agent } {
  const { allowPrivateNetworks, isAllowed } = options
  const filter = { allowPrivateIPAddress: allowPrivateNetworks, keepAlive: true, maxSockets: 64 }
  if (allowPrivateNetworks) {
    return {
      http: new RequestFilteringHttpAgent(filter),
      https: new RequestFilteringHttpsAgent(filter),
    }
  }

  // The two classes differ only in their base, so the override is written once.
  const connect = (
    base: (options: TcpNetConnectOpts, listener?: ConnectionListener) => Duplex,
    connectOptions: TcpNetConnectOpts,
    listener?: ConnectionListener,
  ): Duplex => {
    const host = connectOptions.host
    if (host !== undefined && isIP(host) !== 0 && !isAllowed(host)) {
      return failedSocket(new RefusedAddressError(), listener)
    }
    return base(
      { ...connectOptions, lookup: checkedLookup(connectOptions.lookup, isAllowed) },
      listener,
    )
  }

  class HttpAgent extends RequestFilteringHttpAgent {
    override createConnection(connectOptions: TcpNetConnectOpts, listener?: ConnectionListener) {
      return connect((o, l) => super.createConnection(o, l), connectOptions, listener)
    }
  }
  class HttpsAgent extends RequestFilteringHttpsAgent {
    override createConnection(connectOptions: TcpNetConnectOpts, listener?: ConnectionListener) {
      return connect((o, l) => super.createConnection(o, l), connectOptions, listener)
    }
  }
  return { http: new HttpAgent(filter), https: new HttpsAgent(filter) }
}

/** The lookup a connection uses, refusing when any address a name resolves to is not allowed. */
function checkedLookup(lookup: LookupFunction | undefined, isAllowed: AddressRule): LookupFunction {
  const resolve: LookupFunction = lookup ?? dnsLookup
  return (hostname, lookupOptions, callback) => {
    resolve(hostname, lookupOptions, (error, address, family) => {
      if (error !== null) {
        callback(error, address, family)
        return
      }
      const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address]
      if (addresses.every(isAllowed)) callback(null, address, family)
      else callback(new RefusedAddressError(), address, family)
    })
  }
}

/** A socket that fails at once, the way an agent reports a connection it will not make. */
function failedSocket(error: Error, listener?: ConnectionListener): Duplex {
  const socket = new Socket()
  if (listener === undefined) socket.destroy(error)
  else listener(error, socket)
  return socket
}
