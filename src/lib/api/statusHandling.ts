import { ApiError } from './apiError'

export type FailureKind =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'rateLimited'
  | 'serverError'
  | 'timeout'
  | 'network'
  | 'unknown'

/** The statuses of app.md section 8, classified once so features react the same way. */
export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) {
    return error instanceof TypeError ? 'network' : 'unknown'
  }
  switch (error.status) {
    case 400:
      return 'badRequest'
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 404:
      return 'notFound'
    case 429:
      return 'rateLimited'
    case 500:
      return 'serverError'
    case 504:
      return 'timeout'
    default:
      return error.status >= 500 ? 'serverError' : 'unknown'
  }
}

/** A sentence for a failure the feature did not word itself. */
export function describeFailure(error: unknown): string {
  const kind = classifyFailure(error)
  const message = error instanceof Error && error.message ? error.message : 'Error'
  switch (kind) {
    case 'network':
      return 'You appear to be offline. Your changes are kept and retried when you reconnect.'
    case 'rateLimited': {
      const retry = error instanceof ApiError ? error.response?.headers.get('Retry-After') : null
      return retry
        ? `Too many requests. Try again in ${retry} s.`
        : 'Too many requests. Try again shortly.'
    }
    case 'timeout':
      return 'The server took too long to answer. Please try again.'
    default:
      return message
  }
}
