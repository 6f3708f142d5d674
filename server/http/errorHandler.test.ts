import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '@/core/api/error'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { bodyLimitBytes } from './limits'
import { badRequest, forbidden, gatewayTimeout, notFound, tooManyRequests } from './httpError'

let test: TestApp

beforeEach(async () => {
  test = await buildTestApp()
  const { app } = test
  app.get('/v1/test/bad-request', async () => {
    throw badRequest('Asset is required')
  })
  app.get('/v1/test/zod', async (request) =>
    z.object({ a: z.string().min(1), page: z.coerce.number().int() }).parse(request.query),
  )
  // The app's own compiler leaves requests to the handlers (openapi/zodCompilers.ts): a route
  // that validates with Fastify brings its own, whose failure Fastify turns into a 400 error.
  app.post(
    '/v1/test/schema',
    {
      schema: { body: z.object({ name: z.string() }) },
      validatorCompiler: () => (data) =>
        z.object({ name: z.string() }).safeParse(data).success
          ? true
          : { error: new Error('body/name is required') },
    },
    async () => ({ ok: true }),
  )
  app.post('/v1/test/echo', async (request) => ({ size: JSON.stringify(request.body).length }))
  app.get('/v1/test/forbidden', async () => {
    throw forbidden('Upgrade to see this metric', ['advanced', 'professional'])
  })
  app.get('/v1/test/forbidden-plain', async () => {
    throw forbidden('Not your dashboard')
  })
  app.get('/v1/test/missing', async () => {
    throw notFound('Dashboard not found')
  })
  app.get('/v1/test/limited', async () => {
    throw tooManyRequests(12.3)
  })
  app.get('/v1/test/upstream', async () => {
    throw gatewayTimeout()
  })
  app.get('/v1/test/crash', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/studio/server/db.ts:42')
  })
})

afterEach(() => test.close())

async function errorOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, body: apiErrorSchema.strict().parse(response.json()) }
}

describe('error responses', () => {
  it('answers 400 with the HttpError message', async () => {
    const res = await test.app.inject('/v1/test/bad-request')
    expect(await errorOf(res)).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', message: 'Asset is required' },
    })
  })

  it('answers 400 naming the fields for zod errors', async () => {
    const { status, body } = await errorOf(await test.app.inject('/v1/test/zod?a=&page=x'))
    expect(status).toBe(400)
    expect(body.message).toMatch(/^a: .+; page: .+/)
  })

  it('answers 400 for schema validation and malformed JSON', async () => {
    const invalid = await test.app.inject({ method: 'POST', url: '/v1/test/schema', payload: {} })
    expect((await errorOf(invalid)).body.message).toMatch(/name/)
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    })
    expect(await errorOf(malformed)).toMatchObject({ status: 400, body: { error: 'Bad Request' } })
  })

  it('answers 413 with a readable message when the body exceeds 1 MiB', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(bodyLimitBytes) }),
    })
    expect(await errorOf(res)).toEqual({
      status: 413,
      body: {
        status: 413,
        error: 'Payload Too Large',
        message: 'Request body is larger than the limit of 1 MiB',
      },
    })
  })

  it('accepts a body just under the limit', async () => {
    const payload = JSON.stringify({ blob: 'x'.repeat(bodyLimitBytes - 100) })
    const res = await test.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(res.statusCode).toBe(200)
  })

  it('answers 403 with allowed_plans when given, without it otherwise', async () => {
    expect(await errorOf(await test.app.inject('/v1/test/forbidden'))).toEqual({
      status: 403,
      body: {
        status: 403,
        error: 'Forbidden',
        message: 'Upgrade to see this metric',
        allowed_plans: ['advanced', 'professional'],
      },
    })
    const plain = await errorOf(await test.app.inject('/v1/test/forbidden-plain'))
    expect(plain.body).not.toHaveProperty('allowed_plans')
  })

  it('answers 404 for thrown and for unknown API routes', async () => {
    expect(await errorOf(await test.app.inject('/v1/test/missing'))).toMatchObject({
      status: 404,
      body: { error: 'Not Found', message: 'Dashboard not found' },
    })
    for (const url of ['/v1/nope', '/payments/x', '/surveys/x', '/cms/x', '/blog/x']) {
      expect((await errorOf(await test.app.inject(url))).status).toBe(404)
    }
  })

  it('answers 429 with Retry-After in whole seconds', async () => {
    const res = await test.app.inject('/v1/test/limited')
    expect(res.headers['retry-after']).toBe('13')
    expect(await errorOf(res)).toMatchObject({ status: 429, body: { error: 'Too Many Requests' } })
  })

  it('answers 504 for upstream timeouts', async () => {
    const res = await test.app.inject('/v1/test/upstream')
    expect(await errorOf(res)).toMatchObject({ status: 504, body: { error: 'Gateway Timeout' } })
  })

  it('answers 500 without leaking internals and logs the stack', async () => {
    const res = await test.app.inject('/v1/test/crash')
    expect(await errorOf(res)).toEqual({
      status: 500,
      body: { status: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
    })
    expect(res.body).not.toMatch(/secret_table|\/srv|db\.ts/)
    const logged = test.logs().find((line) => line.level === 50)
    expect(JSON.stringify(logged?.err)).toMatch(/secret_table[\s\S]*errorHandler\.test\.ts/)
  })

  it('answers malformed URLs in the same shape', async () => {
    const res = await test.app.inject('/v1/%zz')
    expect(await errorOf(res)).toMatchObject({ status: 400, body: { error: 'Bad Request' } })
  })
})
