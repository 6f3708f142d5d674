import { apiErrorSchema, type ApiErrorBody } from '@/core/api/error'
import type { Plan } from '@/core/plans'

/** A non-OK response: the message text, the response and the status (app.md section 8). */
export class ApiError extends Error {
  readonly status: number
  readonly response: Response | undefined
  readonly body: ApiErrorBody | undefined

  constructor(message: string, status: number, response?: Response, body?: ApiErrorBody) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.response = response
    this.body = body
  }

  /** Plans that would unlock a 403 resource, cheapest first. */
  get allowedPlans(): Plan[] {
    return this.body?.allowed_plans ?? []
  }
}

/** Reads an error response; falls back to the status text, then to "Error" (section 8). */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let body: ApiErrorBody | undefined
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text))
    if (parsed.success) body = parsed.data
  } catch {
    // Not JSON: the text itself is the message.
  }
  const message = body?.message || text.trim() || response.statusText || 'Error'
  return new ApiError(message, response.status, response, body)
}

/** The message to show for any failure: the server's words, else "Error" (section 8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return 'Error'
}
