import { versionOfTag } from '../../api/documentVersion'
import type { OutboxRequest } from '../operationRequests'
import type { TransportAnswer } from '../outboxPorts'
import { deepEqual } from '../threeWayMerge'

/*
 * A model of the server's document rules for the outbox's model test: dashboards with versions
 * (428 without If-Match, 412 on a stale one, 404 when gone), creates under a client uuid (409
 * when taken), favourites added and removed by id, and Idempotency-Keys whose first answer is
 * stored and replayed (422 for the same key with another request). It logs every applied write
 * with its key, so the test can check that each was applied once and in order.
 */

export interface ModelDashboard {
  uuid: string
  version: number
  categoryUuid: string
  data: { configs: { uuid: string }[]; layouts: { i: string }[]; meta: { name: string } }
}

const emptyData: ModelDashboard['data'] = { configs: [], layouts: [], meta: { name: '' } }

interface Stored {
  fingerprint: string
  answer: TransportAnswer
}

export interface AppliedWrite {
  key: string | undefined
  method: string
  path: string
}

export function createModelServer() {
  const dashboards = new Map<string, ModelDashboard>()
  const favorites = new Map<string, unknown>()
  const keys = new Map<string, Stored>()
  const applied: AppliedWrite[] = []

  const answer = (status: number, body?: unknown): TransportAnswer => ({
    status,
    retryAfter: null,
    body,
  })
  const error = (status: number, message: string) => answer(status, { status, message })
  const document = (dashboard: ModelDashboard) => structuredClone(dashboard)

  function write(request: OutboxRequest): TransportAnswer {
    const [, , collection, id] = request.path.split('/').map(decodeURIComponent)
    if (request.path.startsWith('/v1/user/favorites/')) {
      const favoriteId = decodeURIComponent(request.path.split('/').at(-1) ?? '')
      if (request.method === 'PUT') favorites.set(favoriteId, request.body)
      else favorites.delete(favoriteId)
      return answer(200, { data: [...favorites.values()] })
    }
    if (collection !== 'dashboards' || id === undefined) return error(404, 'Not found')
    const body = request.body as Partial<ModelDashboard> & { clientUuid?: string }
    if (id === 'create') {
      const uuid = String(body.clientUuid)
      if (dashboards.has(uuid)) return error(409, 'A dashboard with this uuid exists already')
      const created: ModelDashboard = {
        uuid,
        version: 1,
        categoryUuid: body.categoryUuid ?? 'uncategorized',
        data: structuredClone(body.data ?? emptyData),
      }
      dashboards.set(uuid, created)
      return answer(201, document(created))
    }
    const held = dashboards.get(id)
    const ifMatch = request.headers['if-match']
    if (ifMatch === undefined) return error(428, 'If-Match is required')
    if (held === undefined) return error(404, 'Dashboard not found')
    if (versionOfTag(ifMatch) !== held.version) return error(412, 'Changed meanwhile')
    if (request.method === 'DELETE') {
      dashboards.delete(id)
      return answer(204)
    }
    const changed: ModelDashboard = {
      ...held,
      version: held.version + 1,
      categoryUuid: body.categoryUuid ?? held.categoryUuid,
      data: structuredClone(body.data ?? held.data),
    }
    dashboards.set(id, changed)
    return answer(200, document(changed))
  }

  return {
    dashboards,
    favorites,
    applied,
    /** One delivery of a request: what the server does and answers. */
    handle(request: OutboxRequest): TransportAnswer {
      if (request.method === 'GET') {
        const id = decodeURIComponent(request.path.split('/').at(-1) ?? '')
        const held = dashboards.get(id)
        return held === undefined ? error(404, 'Dashboard not found') : answer(200, document(held))
      }
      const key = request.headers['idempotency-key']
      const fingerprint = JSON.stringify([request.method, request.path, request.body ?? null])
      if (key !== undefined) {
        const stored = keys.get(key)
        if (stored !== undefined) {
          return stored.fingerprint === fingerprint ||
            deepEqual(JSON.parse(stored.fingerprint), JSON.parse(fingerprint))
            ? structuredClone(stored.answer)
            : error(422, 'This Idempotency-Key was already used for a different request')
        }
      }
      const result = write(request)
      // Like the server: only a write that succeeded is stored with its key and applied.
      if (result.status >= 200 && result.status < 300) {
        applied.push({ key, method: request.method, path: request.path })
        if (key !== undefined) keys.set(key, { fingerprint, answer: structuredClone(result) })
      }
      return structuredClone(result)
    },
  }
}

export type ModelServer = ReturnType<typeof createModelServer>
