import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage, toApiError } from './apiError'
import { sessionExpiredUrl } from './sessionRevocation'
import { classifyFailure, describeFailure } from './statusHandling'

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

describe('toApiError', () => {
  it('keeps the server message, status, response and allowed plans', async () => {
    const response = jsonResponse(403, {
      status: 403,
      error: 'Forbidden',
      message: 'Forbidden: Please upgrade to the advanced plan.',
      allowed_plans: ['advanced', 'professional'],
    })
    const error = await toApiError(response)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Forbidden: Please upgrade to the advanced plan.')
    expect(error.status).toBe(403)
    expect(error.response).toBe(response)
    expect(error.allowedPlans).toEqual(['advanced', 'professional'])
  })

  it('uses a plain-text body as the message', async () => {
    const error = await toApiError(new Response('parameter a=XYZ is invalid', { status: 400 }))
    expect(error.message).toBe('parameter a=XYZ is invalid')
    expect(error.allowedPlans).toEqual([])
  })

  it('falls back to "Error" when there is nothing to say', async () => {
    const error = await toApiError(new Response('', { status: 500, statusText: '' }))
    expect(error.message).toBe('Error')
  })
})

describe('errorMessage', () => {
  it('prefers the error message, else "Error"', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom')
    expect(errorMessage('plain')).toBe('plain')
    expect(errorMessage(undefined)).toBe('Error')
    expect(errorMessage(new Error(''))).toBe('Error')
  })
})

describe('classifyFailure and describeFailure', () => {
  it('classifies the handled statuses', () => {
    const kinds = [400, 401, 403, 404, 429, 500, 504, 502, 418].map((s) =>
      classifyFailure(new ApiError('x', s)),
    )
    expect(kinds).toEqual([
      'badRequest',
      'unauthorized',
      'forbidden',
      'notFound',
      'rateLimited',
      'serverError',
      'timeout',
      'serverError',
      'unknown',
    ])
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('network')
  })

  it('tells the user when to retry after a 429', () => {
    const response = new Response('', { status: 429, headers: { 'Retry-After': '30' } })
    expect(describeFailure(new ApiError('Too Many Requests', 429, response))).toBe(
      'Too many requests. Try again in 30 s.',
    )
    expect(describeFailure(new ApiError('Not found', 404))).toBe('Not found')
  })
})

describe('sessionExpiredUrl', () => {
  it('adds modal=sessionExpired, keeping the rest of the address', () => {
    const next = sessionExpiredUrl(new URL('https://studio.test/charts/x?a=ETH'))
    expect(next?.toString()).toBe('https://studio.test/charts/x?a=ETH&modal=sessionExpired')
  })

  it('does nothing when the modal is already open', () => {
    expect(sessionExpiredUrl(new URL('https://studio.test/home?modal=sessionExpired'))).toBeNull()
  })
})
