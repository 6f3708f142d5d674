import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticDir } from '../testing/staticDir'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { judgeNavigation, type Navigation } from './appOriginGuard'

const local = 'http://localhost:8080'
const at = (host: string, url = '/charts/abc?a=ETH'): Navigation => ({
  host,
  forwardedProto: undefined,
  url,
})

describe('judgeNavigation without PUBLIC_ORIGIN (the app at http://localhost:PORT)', () => {
  it('serves the app at its own origin', () => {
    expect(judgeNavigation(at('localhost:8080'), local, false)).toEqual({ kind: 'serve' })
    expect(judgeNavigation(at('LOCALHOST:8080'), local, false)).toEqual({ kind: 'serve' })
  })

  it.each(['127.0.0.1:8080', '127.42.0.9:8080', '[::1]:8080', 'app.localhost:8080', '127.1:8080'])(
    'sends the loopback name %s to the app origin, path and query kept',
    (host) => {
      expect(judgeNavigation(at(host), local, false)).toEqual({
        kind: 'redirect',
        location: 'http://localhost:8080/charts/abc?a=ETH',
      })
    },
  )

  it('never lets the path leave the app origin', () => {
    expect(judgeNavigation(at('127.0.0.1:8080', '//evil.example/x'), local, false)).toEqual({
      kind: 'redirect',
      location: 'http://localhost:8080//evil.example/x',
    })
    const absolute = at('127.0.0.1:8080', 'http://evil.example/x')
    expect(judgeNavigation(absolute, local, false)).toEqual({ kind: 'serve' })
  })

  it.each([
    ['192.168.1.5:8080', 'http://192.168.1.5:8080'],
    ['studio.lan:8080', 'http://studio.lan:8080'],
    // A mapped port (docker -p 3000:8080) or a proxy: this machine, but not this origin.
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['studio.example.com', 'http://studio.example.com'],
  ])('names the PUBLIC_ORIGIN to set for %s', (host, addressed) => {
    expect(judgeNavigation(at(host), local, false)).toEqual({
      kind: 'misdirected',
      appOrigin: local,
      addressed,
    })
  })

  it('suggests https behind a TLS proxy', () => {
    const navigation = { ...at('studio.example.com'), forwardedProto: 'https' }
    expect(judgeNavigation(navigation, local, false)).toMatchObject({
      addressed: 'https://studio.example.com',
    })
  })

  it('serves a request without a usable Host header', () => {
    expect(judgeNavigation(at(''), local, false)).toEqual({ kind: 'serve' })
    expect(
      judgeNavigation({ host: undefined, forwardedProto: undefined, url: '/' }, local, false),
    ).toEqual({ kind: 'serve' })
  })
})

describe('judgeNavigation with PUBLIC_ORIGIN', () => {
  it('sends loopback aliases to a loopback PUBLIC_ORIGIN', () => {
    const origin = 'http://127.0.0.1:4173'
    expect(judgeNavigation(at('localhost:4173'), origin, true)).toEqual({
      kind: 'redirect',
      location: 'http://127.0.0.1:4173/charts/abc?a=ETH',
    })
    expect(judgeNavigation(at('127.0.0.1:4173'), origin, true)).toEqual({ kind: 'serve' })
  })

  it('serves any other address: behind a proxy the Host header may be an internal name', () => {
    const origin = 'https://studio.example.com'
    for (const host of ['127.0.0.1:8080', 'localhost:8080', '10.0.0.7:8080', 'studio.lan']) {
      expect(judgeNavigation(at(host), origin, true)).toEqual({ kind: 'serve' })
    }
  })
})

/** A port free right now, so the app can be configured with the port it then listens on. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** A GET over a real socket, with a Host header of our choosing (fetch may not set one). */
function get(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      )
    })
    call.on('error', reject)
    call.end()
  })
}

describe('the app origin guard on a listening server without PUBLIC_ORIGIN', () => {
  const staticDir = createStaticDir()
  let test: TestApp
  let port: number
  const page = { accept: 'text/html,application/xhtml+xml' }

  beforeAll(async () => {
    port = await freePort()
    test = await buildTestApp({ STATIC_DIR: staticDir.dir, PORT: String(port) })
    await test.app.listen({ host: '127.0.0.1', port })
  })
  afterAll(async () => {
    await test.close()
    staticDir.cleanup()
  })

  it('serves pages at http://localhost:PORT', async () => {
    const answer = await get(port, '/home', { ...page, host: `localhost:${port}` })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<div id="root">')
  })

  it('redirects a page at 127.0.0.1 before the app loads, without a cookie', async () => {
    const answer = await get(port, '/charts/abc?a=ETH', { ...page, host: `127.0.0.1:${port}` })
    expect(answer.status).toBe(307)
    expect(answer.headers.location).toBe(`http://localhost:${port}/charts/abc?a=ETH`)
    expect(answer.headers['set-cookie']).toBeUndefined()
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('answers another address with the PUBLIC_ORIGIN to set, under the strict CSP', async () => {
    const answer = await get(port, '/home', { ...page, host: `studio.lan:${port}` })
    expect(answer.status).toBe(421)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'")
    expect(answer.body).toContain(`PUBLIC_ORIGIN=http://studio.lan:${port}`)
    expect(answer.body).toContain(`href="http://localhost:${port}/"`)
  })

  it('escapes what the Host header says', async () => {
    const answer = await get(port, '/home', { ...page, host: `x&y.lan:${port}` })
    expect(answer.status).toBe(421)
    expect(answer.body).toContain(`PUBLIC_ORIGIN=http://x&amp;y.lan:${port}`)
  })

  it('leaves API calls, files and non-HTML requests alone at any address', async () => {
    const host = `127.0.0.1:${port}`
    expect((await get(port, '/healthz', { ...page, host })).status).toBe(200)
    expect(
      (await get(port, '/v1/client-config', { accept: 'application/json', host })).status,
    ).toBe(200)
    expect((await get(port, '/home', { accept: '*/*', host })).status).toBe(200)
    expect((await get(port, '/healthz', { host: `studio.lan:${port}` })).status).toBe(200)
  })
})
