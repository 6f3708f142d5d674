import { z } from 'zod'
import { paddleSubscriptionSchema } from '@/core/api/payments'

export interface PaddleApiOptions {
  /** Base URL without a trailing slash: https://api.paddle.com or https://sandbox-api.paddle.com. */
  apiUrl: string
  /** A secret: sent only in the Authorization header, never logged or put in messages. */
  apiKey: string
  /** Per request; 10 s by default. */
  timeoutMs?: number
}

/** A subscription entity as the API answers it; `updated_at` orders it among webhook events. */
export const apiSubscriptionSchema = paddleSubscriptionSchema.extend({
  updated_at: z.iso.datetime({ offset: true }).nullish(),
})
export type ApiSubscription = z.infer<typeof apiSubscriptionSchema>

// Paddle Billing answers {data, meta: {request_id}} on success, {error, meta} otherwise.
const meta = z.object({ request_id: z.string().optional() }).optional()
const successSchema = z.object({ data: apiSubscriptionSchema, meta })
const failureSchema = z.object({
  error: z.object({ type: z.string().optional(), code: z.string().optional() }),
  meta,
})

/** What is known about a failed call, for the log; carries neither the key nor the URL's key. */
export class PaddleApiError extends Error {
  readonly status: number | undefined
  readonly code: string | undefined
  readonly requestId: string | undefined

  constructor(
    message: string,
    details: { status?: number; code?: string | undefined; requestId?: string | undefined } = {},
  ) {
    super(message)
    this.name = 'PaddleApiError'
    this.status = details.status
    this.code = details.code
    this.requestId = details.requestId
  }

  /** Fields for a log line. */
  toLog() {
    return { status: this.status, code: this.code, requestId: this.requestId, reason: this.message }
  }
}

export interface PaddleApi {
  /**
   * POST /subscriptions/{id}/cancel with effective_from next_billing_period: Paddle keeps the
   * subscription until the end of the paid (or trial) period and answers it with a
   * `scheduled_change` to cancel then. Throws PaddleApiError on any failure.
   */
  cancelSubscription(subscriptionId: string): Promise<ApiSubscription>
}

/** The few Paddle Billing API calls the server makes (https://developer.paddle.com/api-reference). */
export function createPaddleApi(options: PaddleApiOptions): PaddleApi {
  const timeoutMs = options.timeoutMs ?? 10_000

  async function post(path: string, body: unknown): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'paddle-version': '1',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new PaddleApiError(`No answer within ${timeoutMs / 1000} s`)
      }
      throw new PaddleApiError(`Not reachable (${causeCode(error)})`)
    }
    const text = await response.text().catch(() => '')
    const json = parseJson(text)
    if (!response.ok) {
      const failure = failureSchema.safeParse(json)
      throw new PaddleApiError(`HTTP ${response.status}`, {
        status: response.status,
        code: failure.data?.error.code,
        requestId: failure.data?.meta?.request_id,
      })
    }
    return json
  }

  return {
    async cancelSubscription(subscriptionId) {
      const answer = successSchema.safeParse(
        await post(`/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
          effective_from: 'next_billing_period',
        }),
      )
      if (!answer.success || answer.data.data.id !== subscriptionId) {
        throw new PaddleApiError('The answer is not the subscription', {
          status: 200,
          requestId: answer.data?.meta?.request_id,
        })
      }
      return answer.data.data
    },
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** ECONNREFUSED, ENOTFOUND, …: what went wrong, without anything of the request. */
function causeCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' ? cause.code : 'network error'
}
