import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { exceedsJsonDepth, maxJsonDepth, parseJsonBody, tooDeepMessage } from './jsonBody'

describe('JSON body depth', () => {
  it('counts nesting of objects and arrays, not brackets inside strings', () => {
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 4)).toBe(false)
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 3)).toBe(true)
    expect(exceedsJsonDepth('[[], [], [[]]]', 3)).toBe(false)
    expect(exceedsJsonDepth(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false)
    // An escaped quote does not end the string; an escaped backslash before a quote does.
    expect(exceedsJsonDepth(`["\\"[[[[", "\\\\", [[1]]]`, 3)).toBe(false)
    expect(exceedsJsonDepth(`["\\\\", [[[1]]]]`, 3)).toBe(true)
    expect(exceedsJsonDepth('['.repeat(1_000_000), maxJsonDepth)).toBe(true)
  })

  it('parses bodies read by hand with the same bound', () => {
    expect(parseJsonBody('{"a":[1]}')).toEqual({ a: [1] })
    expect(() => parseJsonBody('['.repeat(5000) + ']'.repeat(5000))).toThrow(tooDeepMessage)
  })
})

describe('the app’s JSON parser', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  const post = async (payload: string) => {
    const t = (test ??= await buildTestApp())
    if (!t.app.hasRoute({ method: 'POST', url: '/echo' })) {
      t.app.post('/echo', async (request) => ({ body: request.body }))
    }
    return t.app.inject({
      method: 'POST',
      url: '/echo',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
  }

  it('reads JSON up to the depth limit, and refuses deeper with a 400', async () => {
    const atLimit = '['.repeat(maxJsonDepth) + ']'.repeat(maxJsonDepth)
    expect((await post(atLimit)).json()).toEqual({ body: JSON.parse(atLimit) })
    const deeper = await post(`[${atLimit}]`)
    expect(deeper.statusCode).toBe(400)
    expect(deeper.json()).toMatchObject({ status: 400, message: tooDeepMessage })
  })

  it('keeps Fastify’s checks: empty bodies, bad JSON and prototype keys are refused', async () => {
    expect((await post('')).statusCode).toBe(400)
    expect((await post('{"a":')).statusCode).toBe(400)
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400)
    expect((await post('{"constructor":{"prototype":{"admin":true}}}')).statusCode).toBe(400)
  })
})
