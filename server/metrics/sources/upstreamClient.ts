import { gatewayTimeout, HttpError } from '../../http/httpError'

export interface UpstreamClientOptions {
  /** Base URL without a trailing slash, e.g. https://api.glassnode.com. */
  url: string
  apiKey: string
  /** Per request (15 s by default). */
  timeoutMs?: number
}

/**
 * GET requests to the upstream provider, answering parsed JSON or an HttpError the API can send
 * as it is: the upstream's 4xx with its message (the caller asked for something it refuses),
 * 502 for its failures and unreadable answers, 504 when it does not answer in time. The key
 * travels as `api_key`, as the public API takes it, and is scrubbed from every message.
 */
export function createUpstreamClient(options: UpstreamClientOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000
  const scrub = (text: string) => text.split(options.apiKey).join('[redacted]')

  return {
    async getJson(path: string, params: Record<string, string> = {}): Promise<unknown> {
      const query = new URLSearchParams({ ...params, api_key: options.apiKey })
      let response: Response
      try {
        response = await fetch(`${options.url}${path}?${query}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw gatewayTimeout(`The upstream service did not answer within ${timeoutMs / 1000} s`)
        }
        throw new HttpError(502, `The upstream service could not be reached (${causeCode(error)})`)
      }
      const text = await response.text().catch(() => '')
      if (response.status >= 400 && response.status < 500) {
        const retryAfter = response.headers.get('retry-after')
        throw new HttpError(response.status, `Upstream: ${scrub(errorMessage(text, response))}`, {
          headers: retryAfter === null ? {} : { 'retry-after': retryAfter },
        })
      }
      if (!response.ok) {
        throw new HttpError(502, `The upstream service failed (HTTP ${response.status})`)
      }
      try {
        return JSON.parse(text) as unknown
      } catch {
        throw unexpectedAnswer()
      }
    },
  }
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>

export function unexpectedAnswer(): HttpError {
  return new HttpError(502, 'The upstream service answered with an unexpected body')
}

/** `{"message": …}` (our shape), `{"error": …}`, or the text itself, kept short. */
function errorMessage(text: string, response: Response): string {
  try {
    const body = JSON.parse(text) as unknown
    if (typeof body === 'object' && body !== null) {
      const { message, error } = body as Record<string, unknown>
      if (typeof message === 'string') return message
      if (typeof error === 'string') return error
    }
  } catch {
    // Not JSON: the text is the message.
  }
  const plain = text.trim().slice(0, 200)
  return plain === '' ? `HTTP ${response.status} ${response.statusText}`.trim() : plain
}

/** ECONNREFUSED, ENOTFOUND, …: what went wrong without the URL (which holds the key). */
function causeCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' ? cause.code : 'network error'
}
