import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { buildTestApp, type TestApp } from '../testing/testApp'

describe('GET /healthz', () => {
  let test: TestApp
  beforeEach(async () => {
    test = await buildTestApp()
  })
  afterEach(() => test.close())

  it('answers ok when the database answers', async () => {
    const res = await test.app.inject('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers 503 in the error shape when the database is gone', async () => {
    await test.database.close()
    const res = await test.app.inject('/healthz')
    expect(res.statusCode).toBe(503)
    expect(apiErrorSchema.parse(res.json())).toEqual({
      status: 503,
      error: 'Service Unavailable',
      message: 'The database is not reachable',
    })
  })
})
