import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/testApp'

describe('the request log', () => {
  let test: TestApp | undefined
  afterEach(async () => test?.close())

  it('writes one line per request, on completion, with the request, the status and the time', async () => {
    test = await buildTestApp()
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'
    for (const url of [`/cms/feature-flags?token=${token}`, '/v1/unknown']) {
      expect((await test.app.inject({ url })).statusCode).toBeGreaterThanOrEqual(200)
    }
    const lines = test.logs().filter((line) => line.req !== undefined)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: {
        method: 'GET',
        route: '/cms/feature-flags',
        url: '/cms/feature-flags?token=[redacted]',
      },
      res: { statusCode: 200 },
    })
    expect(lines[1]).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } })
    for (const line of lines) expect(typeof line.responseTime).toBe('number')
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(2)
    expect(test.logs().some((line) => line.msg === 'incoming request')).toBe(false)
  })
})
