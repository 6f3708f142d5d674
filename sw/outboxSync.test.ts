import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { newOperation } from '../src/core/sync/operations'
import { outboxDatabase } from '../src/core/sync/outboxStoreOverRows'
import { openOutboxDatabase } from '../src/platform/outboxDatabase'
import { replayInWorker } from './outboxSync'

/*
 * The service worker's Background Sync over the outbox database module the pages use: an edit a
 * page queued is sent by the worker. IndexedDB is fake-indexeddb's, passed in (node tests share
 * their modules, so nothing global is replaced), and so are the worker's fetch and clients.
 */

function queuedStar(owner: string) {
  return newOperation(
    {
      owner,
      kind: 'favorite.add',
      target: 'fav-1',
      payload: { name: 'MVRV' },
      baseVersion: null,
      label: 'Starred MVRV',
    },
    { id: 'op-1', idempotencyKey: 'key-1' },
    1,
  )
}

function workerScope(session: string | null, answer: (path: string) => Response | undefined) {
  const requests: string[] = []
  const messages: unknown[] = []
  const scope = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input)
      requests.push(`${init?.method ?? 'GET'} ${path}`)
      if (path === '/v1/user/info') {
        return session === null
          ? new Response('{}', { status: 401 })
          : Response.json({ uuid: session })
      }
      const response = answer(path)
      if (response === undefined) throw new TypeError('Failed to fetch')
      return response
    },
    navigator: {},
    clients: {
      matchAll: async () => [{ postMessage: (message: unknown) => messages.push(message) }],
    },
  }
  return { scope: scope as unknown as ServiceWorkerGlobalScope, requests, messages }
}

describe('replayInWorker', () => {
  it("sends the session owner's queued edit and tells the open pages", async () => {
    const options = { indexedDB: new IDBFactory(), IDBKeyRange }
    const page = openOutboxDatabase(options)
    await page.store.commit({ put: [queuedStar('ada')] })
    const worker = workerScope('ada', () => Response.json({ id: 'fav-1' }))

    await replayInWorker(worker.scope, () => openOutboxDatabase(options))

    expect(worker.requests).toEqual(['GET /v1/user/info', 'PUT /v1/user/favorites/fav-1'])
    expect(await page.store.list('ada')).toEqual([])
    expect(worker.messages).toEqual([{ type: outboxDatabase.changedMessage }])
    page.close()
  })

  it('leaves the edit queued under another session, and rejects while there is no connection', async () => {
    const options = { indexedDB: new IDBFactory(), IDBKeyRange }
    const page = openOutboxDatabase(options)
    await page.store.commit({ put: [queuedStar('ada')] })

    const other = workerScope('bob', () => Response.json({}))
    await replayInWorker(other.scope, () => openOutboxDatabase(options))
    expect(other.requests).toEqual(['GET /v1/user/info'])

    const offline = workerScope('ada', () => undefined)
    await expect(replayInWorker(offline.scope, () => openOutboxDatabase(options))).rejects.toThrow(
      'Still no connection',
    )
    expect(await page.store.list('ada')).toEqual([
      expect.objectContaining({ id: 'op-1', state: 'pending', attempts: 1 }),
    ])
    page.close()
  })
})
