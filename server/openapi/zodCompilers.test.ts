import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  checkedJsonSerializerCompiler,
  passThroughValidatorCompiler,
  type ResponseMismatch,
} from './zodCompilers'

describe('the route schemas at run time', () => {
  const mismatches: ResponseMismatch[] = []
  const app = Fastify()
    .setValidatorCompiler(passThroughValidatorCompiler)
    .setSerializerCompiler(checkedJsonSerializerCompiler((mismatch) => mismatches.push(mismatch)))
  const answer = z.object({ name: z.string() })

  beforeAll(async () => {
    app.post('/echo', { schema: { body: z.object({ n: z.number() }) } }, async (request) => ({
      body: request.body === undefined ? 'undefined' : request.body,
    }))
    app.get('/extra', { schema: { response: { 200: answer } } }, async () => ({
      name: 'Ada',
      extra: 1,
    }))
    app.get('/off', { schema: { response: { 200: answer } } }, async () => ({ name: 42 }))
    app.get('/bytes', { schema: { response: { 200: answer } } }, async (_request, reply) =>
      reply.type('application/json').send(Buffer.from('{"cached":true}')),
    )
    await app.ready()
  })
  afterAll(() => app.close())

  it('leaves requests to the handlers: nothing is refused, coerced or replaced', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/echo', payload: { n: 'one' } })
    expect(invalid.json()).toEqual({ body: { n: 'one' } })
    const none = await app.inject({ method: 'POST', url: '/echo' })
    expect(none.json()).toEqual({ body: 'undefined' })
  })

  it('writes answers whole, fields the schema does not name included', async () => {
    const response = await app.inject('/extra')
    expect(response.body).toBe('{"name":"Ada","extra":1}')
    expect(mismatches).toEqual([])
  })

  it('reports an answer off its schema, and still sends it', async () => {
    const response = await app.inject('/off')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('{"name":42}')
    expect(mismatches).toEqual([
      {
        method: 'GET',
        url: '/off',
        status: '200',
        issues: ['name: Invalid input: expected string, received number'],
      },
    ])
  })

  it('sends bytes as they are: cached bodies never reach the serializer', async () => {
    mismatches.length = 0
    const response = await app.inject('/bytes')
    expect(response.body).toBe('{"cached":true}')
    expect(mismatches).toEqual([])
  })
})
