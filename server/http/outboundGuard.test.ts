import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { lookupTo } from '../testing/alertDeliveryFixtures'
import { createOutboundGuard, privateAddressProblem, type OutboundLookup } from './outboundGuard'
import { postOutbound } from './outboundRequest'

const resolvingTo =
  (addresses: Record<string, string[]>): OutboundLookup =>
  async (hostname) => {
    const found = addresses[hostname]
    if (found === undefined) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' })
    return found.map((address) => ({ address }))
  }

describe('outbound guard, when an address is saved', () => {
  const guard = createOutboundGuard({
    allowPrivateNetworks: false,
    lookup: resolvingTo({
      'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      'intranet.example.com': ['93.184.215.14', '10.1.2.3'],
      'metadata.example.com': ['169.254.169.254'],
      'compatible.example.com': ['93.184.215.14', '::7f00:1'],
    }),
  })

  it('takes https URLs on public addresses, by literal address or by name', async () => {
    expect(await guard.problemOf('https://93.184.215.14/hook')).toBeUndefined()
    expect(
      await guard.problemOf('https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/'),
    ).toBeUndefined()
    expect(await guard.problemOf('https://hooks.example.com:8443/alerts?x=1')).toBeUndefined()
  })

  it('refuses loopback, private, link-local and reserved addresses, literal or resolved', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://127.1/',
      'https://0x7f000001/',
      'https://localhost:8080/',
      'https://app.localhost/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.10/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://intranet.example.com/',
      'https://metadata.example.com/',
    ]) {
      expect(await guard.problemOf(url), url).toBe(privateAddressProblem)
    }
  })

  it('refuses IPv6 addresses that embed an IPv4 one, literal or resolved', async () => {
    for (const url of [
      // IPv4-compatible (::a.b.c.d): ipaddr.js calls these unicast; the URL parser writes
      // [::127.0.0.1] as [::7f00:1].
      'https://[::7f00:1]/',
      'https://[::127.0.0.1]/',
      'https://[::a00:1]/',
      'https://[::10.0.0.1]/',
      'https://[::169.254.169.254]/',
      // Even one of a public IPv4 address: nothing legitimate is reached that way.
      'https://[::5db8:d70e]/',
      // IPv4-mapped, NAT64 (well-known and local-use prefixes), 6to4 and Teredo.
      'https://[::ffff:7f00:1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[64:ff9b::7f00:1]/',
      'https://[64:ff9b::10.0.0.1]/',
      'https://[64:ff9b:1::a00:1]/',
      'https://[2002:7f00:1::1]/',
      'https://[2002:a00:1::]/',
      'https://[2001:0:7f00:1::1]/',
      'https://compatible.example.com/',
    ]) {
      expect(await guard.problemOf(url), url).toBe(privateAddressProblem)
    }
  })

  it('needs https and a name that resolves', async () => {
    expect(await guard.problemOf('http://hooks.example.com/')).toBe('Must be an https URL')
    expect(await guard.problemOf('ftp://hooks.example.com/')).toBe('Must be an http(s) URL')
    expect(await guard.problemOf('https://nowhere.example.com/')).toBe(
      'Its host name nowhere.example.com does not resolve',
    )
  })

  it('takes any http(s) address when private networks are allowed', async () => {
    const open = createOutboundGuard({ allowPrivateNetworks: true })
    expect(await open.problemOf('http://127.0.0.1:9000/push')).toBeUndefined()
    expect(await open.problemOf('https://192.168.1.10/')).toBeUndefined()
    expect(await open.problemOf('ftp://127.0.0.1/')).toBe('Must be an http(s) URL')
    open.close()
  })
})

describe('outbound guard, when connecting', () => {
  let server: Server | undefined
  const hits: string[] = []
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve))
    server = undefined
    hits.length = 0
  })
  const listen = async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '')
      response.writeHead(302, { location: '/elsewhere' }).end()
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }
  const post = { headers: {}, body: '{}', timeoutMs: 5_000 }

  it('refuses a name that resolves to a private address now (DNS rebinding), and a literal one', async () => {
    const port = await listen()
    const guard = createOutboundGuard({ allowPrivateNetworks: false })
    const rebound = await postOutbound(guard, {
      ...post,
      url: `https://hooks.example.com:${port}/hook`,
      lookup: lookupTo('127.0.0.1'),
    })
    expect(rebound).toEqual({
      kind: 'refused',
      detail: 'The host resolves to a loopback, private or reserved network',
    })
    const literal = await postOutbound(guard, { ...post, url: `https://127.0.0.1:${port}/` })
    expect(literal.kind).toBe('refused')
    expect(hits).toEqual([])
    guard.close()
  })

  it('refuses an IPv6 address that embeds an IPv4 one, literal or resolved', async () => {
    const port = await listen()
    const guard = createOutboundGuard({ allowPrivateNetworks: false })
    for (const address of ['::7f00:1', '::a00:1', '::5db8:d70e', '64:ff9b::7f00:1']) {
      const literal = await postOutbound(guard, { ...post, url: `https://[${address}]:${port}/` })
      expect(literal, address).toEqual({
        kind: 'refused',
        detail: 'The host resolves to a loopback, private or reserved network',
      })
      const resolved = await postOutbound(guard, {
        ...post,
        url: `https://hooks.example.com:${port}/hook`,
        lookup: lookupTo(address),
      })
      expect(resolved, address).toEqual({
        kind: 'refused',
        detail: 'The host resolves to a loopback, private or reserved network',
      })
    }
    expect(hits).toEqual([])
    guard.close()
  })

  it('calls private addresses when allowed, and does not follow redirects', async () => {
    const port = await listen()
    const guard = createOutboundGuard({ allowPrivateNetworks: true })
    const result = await postOutbound(guard, { ...post, url: `http://127.0.0.1:${port}/hook` })
    expect(result).toMatchObject({ kind: 'response', status: 302 })
    expect(hits).toEqual(['/hook'])
    guard.close()
  })
})
