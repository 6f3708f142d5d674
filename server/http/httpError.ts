import { STATUS_CODES } from 'node:http'
import type { ApiErrorBody } from '@/core/api/error'
import type { Plan } from '@/core/plans'

/**
 * An error meant for the client: its status and message are sent as they are. Anything else
 * thrown by a handler is treated as a bug and answered with an opaque 500.
 */
export class HttpError extends Error {
  readonly status: number
  readonly allowedPlans: readonly Plan[] | undefined
  /** Extra response headers, e.g. Retry-After for 429. */
  readonly headers: Readonly<Record<string, string>>
  /** On a 400: the message of each invalid field, by its path (`data.layouts.0.w`). */
  readonly fieldErrors: Readonly<Record<string, string>> | undefined

  constructor(
    status: number,
    message: string,
    options: {
      allowedPlans?: readonly Plan[]
      headers?: Record<string, string>
      fieldErrors?: Record<string, string>
    } = {},
  ) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.allowedPlans = options.allowedPlans
    this.headers = options.headers ?? {}
    this.fieldErrors = options.fieldErrors
  }

  toBody(): ApiErrorBody {
    const body = errorBody(this.status, this.message, this.allowedPlans)
    if (this.fieldErrors !== undefined) body.fieldErrors = { ...this.fieldErrors }
    return body
  }
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error'
}

/** The one JSON error shape (apiErrorSchema in src/core). */
export function errorBody(
  status: number,
  message: string,
  allowedPlans?: readonly Plan[],
): ApiErrorBody {
  const body: ApiErrorBody = { status, error: statusText(status), message }
  if (allowedPlans !== undefined) body.allowed_plans = [...allowedPlans]
  return body
}

export const badRequest = (message: string) => new HttpError(400, message)

/** A 400 naming one field of the body, in the shape parseBody gives (`fieldErrors`). */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, { fieldErrors: { [field]: message } })

export const unauthorized = (message = 'Authentication required') => new HttpError(401, message)

/** `allowedPlans` lets the client offer the cheapest plan that unlocks the resource. */
export const forbidden = (message: string, allowedPlans?: readonly Plan[]) =>
  new HttpError(403, message, allowedPlans === undefined ? {} : { allowedPlans })

export const notFound = (message = 'Not found') => new HttpError(404, message)

export const conflict = (message: string) => new HttpError(409, message)

export const preconditionFailed = (message: string) => new HttpError(412, message)

export function tooManyRequests(retryAfterSeconds: number, message?: string): HttpError {
  const seconds = Math.max(0, Math.ceil(retryAfterSeconds))
  return new HttpError(429, message ?? `Too many requests, retry in ${seconds} s`, {
    headers: { 'retry-after': String(seconds) },
  })
}

export const serviceUnavailable = (message: string) => new HttpError(503, message)

export const gatewayTimeout = (message = 'The upstream service did not answer in time') =>
  new HttpError(504, message)
