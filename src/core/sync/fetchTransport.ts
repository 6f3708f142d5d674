import type { OutboxRequest } from './operationRequests'
import type { OutboxTransport, TransportAnswer } from './outboxPorts'

/** A replayed request that has not answered in this time counts as no answer (and retries). */
export const replayTimeoutMs = 20_000

/**
 * Sends the outbox's requests with the given `fetch` (the page's or the service worker's): the
 * session cookie, JSON, and no reaction to the answer beyond reading it — what to do with a
 * 401 or a 412 is the replay's to decide (answerRules.ts), not the API client's.
 */
export function createFetchTransport(fetchFn: typeof fetch): OutboxTransport {
  return {
    async send(request: OutboxRequest): Promise<TransportAnswer> {
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
      if (request.body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetchFn(request.path, {
        method: request.method,
        credentials: 'include',
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(replayTimeoutMs),
      })
      const text = await response.text()
      let body: unknown
      try {
        body = text === '' ? undefined : JSON.parse(text)
      } catch {
        body = undefined
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body }
    },
  }
}
