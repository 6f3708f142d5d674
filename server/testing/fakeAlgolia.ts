import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for Algolia's indexing API on 127.0.0.1 (a free port), for the calls the server's
 * indexer makes through the `algoliasearch` v5 client (point it there with ALGOLIA_HOST =
 * `fake.url`):
 * - `PUT /1/indexes/{index}/settings`: kept in `settings`;
 * - `POST /1/indexes/{index}/batch` with `addObject` / `deleteObject` requests: applied to the
 *   index's objects;
 * - `POST /1/indexes/{index}/browse`: every object in one page (no cursor);
 * - `GET /1/indexes/{index}/task/{taskID}`: published.
 * Writes answer `{ taskID, … }` as Algolia does. Every call is recorded with its body and
 * headers (a failed one too); `failNext` makes the next call fail. A call with another
 * application id or admin key is a 403 in Algolia's error shape.
 */
export interface FakeAlgoliaCall {
  method: string
  path: string
  body: unknown
  headers: IncomingMessage['headers']
}

export interface BatchOperation {
  action: string
  body: Record<string, unknown> & { objectID: string }
}

export interface FakeAlgolia {
  url: string
  readonly calls: FakeAlgoliaCall[]
  /** Objects per index, by objectID. */
  readonly indexes: Map<string, Map<string, Record<string, unknown>>>
  readonly settings: Map<string, Record<string, unknown>>
  /** Batch operations sent to `index`, in order. */
  batches(index: string): BatchOperation[]
  /** Resolves once a call satisfies `predicate` (already made ones included). */
  waitFor(predicate: (calls: readonly FakeAlgoliaCall[]) => boolean): Promise<void>
  /** The next call answers this status (Algolia's error shape) and changes nothing. */
  failNext(status: number): void
  close(): Promise<void>
}

export async function startFakeAlgolia(appId: string, adminKey: string): Promise<FakeAlgolia> {
  const calls: FakeAlgoliaCall[] = []
  const indexes = new Map<string, Map<string, Record<string, unknown>>>()
  const settings = new Map<string, Record<string, unknown>>()
  const waiters: { predicate: (calls: readonly FakeAlgoliaCall[]) => boolean; done(): void }[] = []
  let taskID = 0
  const failures: number[] = []

  const objectsOf = (index: string) => {
    let objects = indexes.get(index)
    if (!objects) indexes.set(index, (objects = new Map()))
    return objects
  }

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const handle = (req: IncomingMessage, res: ServerResponse, text: string) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const body: unknown = text === '' ? undefined : JSON.parse(text)
    const headerOrQuery = (name: string) =>
      (req.headers[name] as string | undefined) ?? url.searchParams.get(name)
    if (
      headerOrQuery('x-algolia-application-id') !== appId ||
      headerOrQuery('x-algolia-api-key') !== adminKey
    ) {
      return answer(res, 403, { message: 'Invalid Application-ID or API key', status: 403 })
    }
    calls.push({ method: req.method ?? '', path: url.pathname, body, headers: req.headers })
    for (const waiter of [...waiters]) {
      if (waiter.predicate(calls)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.done()
      }
    }
    const failure = failures.shift()
    if (failure !== undefined) return answer(res, failure, { message: 'Failed', status: failure })
    const match = /^\/1\/indexes\/([^/]+)\/(settings|batch|browse|task\/(\d+))$/.exec(url.pathname)
    if (!match) return answer(res, 404, { message: 'Not found', status: 404 })
    const index = decodeURIComponent(match[1] ?? '')
    const what = match[2] ?? ''
    const updatedAt = new Date().toISOString()
    if (what === 'settings' && req.method === 'PUT') {
      settings.set(index, body as Record<string, unknown>)
      return answer(res, 200, { taskID: ++taskID, updatedAt })
    }
    if (what === 'batch' && req.method === 'POST') {
      const objects = objectsOf(index)
      const { requests } = body as { requests: BatchOperation[] }
      for (const { action, body: record } of requests) {
        if (action === 'addObject' || action === 'updateObject')
          objects.set(record.objectID, record)
        else if (action === 'deleteObject') objects.delete(record.objectID)
        else return answer(res, 400, { message: `Unsupported action ${action}`, status: 400 })
      }
      return answer(res, 200, {
        taskID: ++taskID,
        objectIDs: requests.map((request) => request.body.objectID),
      })
    }
    if (what === 'browse' && req.method === 'POST') {
      const hits = [...objectsOf(index).values()]
      return answer(res, 200, {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: hits.length,
        processingTimeMS: 0,
        query: '',
        params: '',
      })
    }
    if (what.startsWith('task/') && req.method === 'GET') {
      return answer(res, 200, { status: 'published', pendingTask: false })
    }
    return answer(res, 404, { message: 'Not found', status: 404 })
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'))
      } catch (error) {
        answer(res, 400, { message: String(error), status: 400 })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    indexes,
    settings,
    batches: (index) =>
      calls
        .filter((call) => call.method === 'POST' && call.path === `/1/indexes/${index}/batch`)
        .flatMap((call) => (call.body as { requests: BatchOperation[] }).requests),
    waitFor: (predicate) =>
      predicate(calls)
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ predicate, done: resolve })),
    failNext: (status) => void failures.push(status),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
