import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the public Glassnode API on 127.0.0.1 (a free port), for testing the upstream
 * proxy over real HTTP. It lists three metrics, answers series for them (`a`, `i`, `c`, `s`,
 * `u`), wants `api_key` on every request (401 otherwise) and records each request. Series point
 * `k` (daily from 2024-01-01) has v = k + 1, x10 for ETH and x1000 with c=usd; the OHLC metric
 * has o = { o: 100+k, h: 102+k, l: 99+k, c: 101+k }. `override` replaces the next answers, to
 * test failures; `hang` never answers (until close), to test timeouts.
 */
export interface FakeGlassnode {
  url: string
  apiKey: string
  readonly requests: { path: string; query: Record<string, string> }[]
  override: ((path: string) => FakeAnswer | 'hang' | undefined) | undefined
  close(): Promise<void>
}

export interface FakeAnswer {
  status: number
  body: string
  headers?: Record<string, string>
}

export const fakeGlassnodeStart = 1_704_067_200
/** 2024-01-10: the fake has ten daily points per series. */
export const fakeGlassnodeEnd = fakeGlassnodeStart + 9 * 86_400

export const fakeGlassnodeEndpoints = [
  {
    path: '/v1/metrics/market/price_usd_close',
    tier: 1,
    assets: [
      { symbol: 'BTC', name: 'Bitcoin' },
      { symbol: 'ETH', name: 'Ethereum' },
    ],
    currencies: ['NATIVE', 'USD'],
    resolutions: ['24h', '1w'],
    formats: ['JSON', 'CSV'],
  },
  {
    path: '/v1/metrics/market/price_usd_ohlc',
    tier: 1,
    assets: [{ symbol: 'BTC', name: 'Bitcoin' }],
    currencies: ['USD'],
    resolutions: ['24h'],
    formats: ['JSON'],
  },
  {
    path: '/v1/metrics/addresses/active_count',
    tier: 2,
    assets: [
      { symbol: 'ETH', name: 'Ethereum' },
      { symbol: 'LTC', name: 'Litecoin' },
    ],
    currencies: ['NATIVE'],
    resolutions: ['1h', '24h', '2h'],
    formats: ['JSON'],
  },
]

export async function startFakeGlassnode(apiKey = 'fake-glassnode-key'): Promise<FakeGlassnode> {
  const fake: FakeGlassnode = {
    url: '',
    apiKey,
    requests: [],
    override: undefined,
    close: () => Promise.resolve(),
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const query = Object.fromEntries(url.searchParams)
    fake.requests.push({ path: url.pathname, query })
    const answer = fake.override?.(url.pathname) ?? answerFor(url.pathname, query, apiKey, request)
    if (answer === 'hang') return
    send(response, answer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  fake.url = `http://127.0.0.1:${port}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}

function answerFor(
  path: string,
  query: Record<string, string>,
  apiKey: string,
  request: IncomingMessage,
): FakeAnswer {
  if (request.method !== 'GET') return json(405, { error: 'method not allowed' })
  if (query.api_key !== apiKey) return json(401, { error: 'invalid api key' })
  if (path === '/v1/metrics/endpoints') return json(200, fakeGlassnodeEndpoints)
  const endpoint = fakeGlassnodeEndpoints.find((e) => e.path === path)
  if (endpoint === undefined) return json(404, { error: 'metric not found' })
  const asset = query.a?.toUpperCase()
  if (asset === undefined || !endpoint.assets.some((a) => a.symbol === asset)) {
    return json(400, { error: `unsupported asset: ${query.a ?? '(none)'}` })
  }
  const interval = query.i ?? '24h'
  if (interval !== '24h') return json(400, { error: `unsupported interval: ${interval}` })
  const since = Number(query.s ?? 0)
  const until = Number(query.u ?? Infinity)
  const factor = (asset === 'ETH' ? 10 : 1) * (query.c?.toLowerCase() === 'usd' ? 1000 : 1)
  const points = Array.from({ length: 10 }, (_, k) => ({ k, t: fakeGlassnodeStart + k * 86_400 }))
    .filter(({ t }) => t >= since && t <= until)
    .map(({ k, t }) =>
      path.endsWith('_ohlc')
        ? { t, o: { o: 100 + k, h: 102 + k, l: 99 + k, c: 101 + k } }
        : { t, v: (k + 1) * factor },
    )
  return json(200, points)
}

function json(status: number, body: unknown): FakeAnswer {
  return { status, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
}

function send(response: ServerResponse, answer: FakeAnswer): void {
  response.writeHead(answer.status, answer.headers ?? {})
  response.end(answer.body)
}
