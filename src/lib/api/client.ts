import { authCodeHeader, revokeLoginCode } from '@/core/api/error'
import { toApiError } from './apiError'
import { serverAnswered } from './reachability'
import { handleRevokedSession } from './sessionRevocation'

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent form-encoded (surveys). */
  form?: Record<string, string>
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  signal?: AbortSignal
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path
}

/**
 * The one way the app talks to the API: cookies included, JSON unless form-encoded, and every
 * non-OK response rejected as an ApiError carrying message, response and status.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let body: BodyInit | undefined
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(options.form)
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body,
    signal: options.signal,
  })
  serverAnswered()
  if (response.headers.get(authCodeHeader) === revokeLoginCode) handleRevokedSession()
  if (!response.ok) throw await toApiError(response)
  return response
}

/** A request whose answer is JSON (or nothing, for 202/204). */
export async function requestJson<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await request(path, options)
  if (response.status === 204 || response.status === 202) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}
