import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { revalidateDocument } from './revalidateDocument'

afterEach(() => vi.unstubAllGlobals())

const key = ['dashboards', 'dashboard', 'd-1', null]
const path = '/v1/dashboards/d-1'

/**
 * A query of the document at version 3, observed as a page observes it, and the server's answer
 * to each request: a revalidation names the version in If-None-Match, a read does not.
 */
function held(server: (headers: Headers) => Response | Promise<Response>) {
  const requests: Headers[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      const headers = new Headers(init?.headers)
      requests.push(headers)
      return server(headers)
    }),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(key, { version: 3, name: 'Flows' })
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: async () => (await fetch(path)).json() as Promise<{ version: number }>,
    staleTime: Infinity,
  })
  observer.subscribe(() => {})
  return { queryClient, requests }
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

describe('revalidating a held document before an edit', () => {
  it('keeps the copy held when the server answers 304 to its ETag', async () => {
    const { queryClient, requests } = held(() => new Response(null, { status: 304 }))
    expect(await revalidateDocument(queryClient, key, path)).toEqual({ version: 3, name: 'Flows' })
    expect(requests.map((headers) => headers.get('if-none-match'))).toEqual(['"v3"'])
  })

  it('reads the newer version through the query when the copy is no longer current', async () => {
    const newer = { version: 4, name: 'Renamed elsewhere' }
    const { queryClient, requests } = held(() => json(newer))
    expect(await revalidateDocument(queryClient, key, path)).toEqual(newer)
    expect(queryClient.getQueryData(key)).toEqual(newer)
    expect(requests.map((headers) => headers.get('if-none-match'))).toEqual(['"v3"', null])
  })

  it('edits the copy held when the server cannot say, and asks nothing offline', async () => {
    const { queryClient } = held(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(await revalidateDocument(queryClient, key, path)).toMatchObject({ version: 3 })
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    const offline = held(() => json({ version: 9 }))
    expect(await revalidateDocument(offline.queryClient, key, path)).toMatchObject({ version: 3 })
    expect(offline.requests).toEqual([])
  })
})
