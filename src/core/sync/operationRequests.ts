import { idempotencyKeyHeader, versionTag } from '../api/documentVersion'
import type { Operation, OperationKind } from './operations'

/*
 * The HTTP request of each operation: method and path from its kind and target, the stored body
 * as it is, its Idempotency-Key, and If-Match for a change to a versioned target.
 */

export interface OutboxRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  headers: Record<string, string>
  body?: unknown
}

type Route = { method: OutboxRequest['method']; path: (target: string) => string }

const at = (prefix: string) => (target: string) => `${prefix}/${encodeURIComponent(target)}`
const fixed = (path: string) => () => path

const routes: Record<OperationKind, Route> = {
  'dashboard.create': { method: 'POST', path: fixed('/v1/dashboards/create') },
  'dashboard.update': { method: 'PUT', path: at('/v1/dashboards') },
  'dashboard.delete': { method: 'DELETE', path: at('/v1/dashboards') },
  'dashboardCategory.create': { method: 'POST', path: fixed('/v1/dashboards/categories/create') },
  'dashboardCategory.rename': { method: 'PUT', path: at('/v1/dashboards/categories') },
  'dashboardCategory.delete': { method: 'DELETE', path: at('/v1/dashboards/categories') },
  'favorite.add': { method: 'PUT', path: at('/v1/user/favorites') },
  'favorite.remove': { method: 'DELETE', path: at('/v1/user/favorites') },
  'chart.create': { method: 'POST', path: fixed('/v1/udm/create') },
  'chart.update': { method: 'PUT', path: at('/v1/udm') },
  'chart.delete': { method: 'DELETE', path: at('/v1/udm') },
  'chartCategory.create': { method: 'POST', path: fixed('/v1/udm/categories') },
  'chartCategory.rename': { method: 'PUT', path: at('/v1/udm/categories') },
  'chartCategory.delete': { method: 'DELETE', path: at('/v1/udm/categories') },
  'alert.create': { method: 'POST', path: fixed('/v1/alerts/create') },
  'alert.update': { method: 'PUT', path: at('/v1/alerts') },
  'alert.delete': { method: 'DELETE', path: at('/v1/alerts') },
}

export function requestOf(op: Operation): OutboxRequest {
  const route = routes[op.kind]
  const headers: Record<string, string> = { [idempotencyKeyHeader]: op.idempotencyKey }
  if (op.baseVersion !== null) headers['if-match'] = versionTag(op.baseVersion)
  return {
    method: route.method,
    path: route.path(op.target),
    headers,
    ...(op.payload === undefined ? {} : { body: op.payload }),
  }
}

/** Where the current copy of an operation's target is read, when a conflict needs it. */
export function readPathOf(op: Operation): string | undefined {
  switch (op.kind) {
    case 'dashboard.update':
    case 'dashboard.delete':
      return at('/v1/dashboards')(op.target)
    case 'chart.update':
    case 'chart.delete':
      return at('/v1/udm')(op.target)
    case 'alert.update':
    case 'alert.delete':
      return at('/v1/alerts')(op.target)
    case 'dashboardCategory.rename':
    case 'dashboardCategory.delete':
      return '/v1/dashboards/categories'
    case 'chartCategory.rename':
    case 'chartCategory.delete':
      return '/v1/udm/categories'
    default:
      return undefined
  }
}

/**
 * The kind (and, unless it is a create, the target) of a request by method and path: the inverse
 * of `requestOf`, for operations stored as requests by an older version (operationMigrations.ts).
 */
export function routeOf(
  method: string,
  path: string,
): { kind: OperationKind; target?: string } | undefined {
  for (const [kind, route] of Object.entries(routes) as [OperationKind, Route][]) {
    if (route.method !== method) continue
    const probe = route.path('\u0000')
    const [prefix, suffix] = probe.split(encodeURIComponent('\u0000'))
    if (suffix === undefined) {
      if (path === probe) return { kind }
      continue
    }
    if (!path.startsWith(prefix ?? '') || !path.endsWith(suffix)) continue
    const encoded = path.slice((prefix ?? '').length, path.length - suffix.length)
    if (encoded === '' || encoded.includes('/')) continue
    return { kind, target: decodeURIComponent(encoded) }
  }
  return undefined
}
