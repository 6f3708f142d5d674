import type { DestinationStream } from 'pino'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

describe('createLogger', () => {
  it('redacts credentials in request and response headers', () => {
    // A request's headers are not part of its log line (http/requestLog.ts); logged on their own
    // they are redacted by name.
    const lines: string[] = []
    const destination: DestinationStream = { write: (line) => void lines.push(line) }
    const logger = createLogger('info', { destination })
    logger.info(
      {
        req: { headers: { authorization: 'Bearer abc', cookie: 'sid=abc', accept: '*/*' } },
        res: { headers: { 'set-cookie': 'sid=abc' } },
        headers: { authorization: 'Bearer abc', cookie: 'sid=abc', accept: '*/*' },
      },
      'request',
    )
    const line = lines.join('')
    expect(line).not.toContain('abc')
    expect(line).toContain('[redacted]')
    expect(line).toContain('*/*')
  })

  it('redacts the upstream API key of a logged configuration', () => {
    const lines: string[] = []
    const destination: DestinationStream = { write: (line) => void lines.push(line) }
    const logger = createLogger('info', { destination })
    const glassnode = { apiKey: 'gn-secret-key', apiUrl: 'https://api.glassnode.com' }
    logger.info({ glassnode }, 'direct')
    logger.info({ config: { glassnode } }, 'nested')
    const line = lines.join('')
    expect(line).not.toContain('gn-secret-key')
    expect(line).toContain('https://api.glassnode.com')
  })

  it('redacts the SMTP URL of a logged configuration', () => {
    const lines: string[] = []
    const destination: DestinationStream = { write: (line) => void lines.push(line) }
    const logger = createLogger('info', { destination })
    const mail = { smtpUrl: 'smtps://u:smtp-secret@mail.example.com', from: 'a@example.com' }
    logger.info({ mail }, 'direct')
    logger.info({ config: { mail } }, 'nested')
    const line = lines.join('')
    expect(line).not.toContain('smtp-secret')
    expect(line).toContain('a@example.com')
  })

  it('redacts the Paddle API key and webhook secret of a logged configuration', () => {
    const lines: string[] = []
    const destination: DestinationStream = { write: (line) => void lines.push(line) }
    const logger = createLogger('info', { destination })
    const paddle = {
      apiKey: 'pdl_live_apikey_secret',
      webhookSecret: 'pdl_ntfset_secret',
      apiUrl: 'https://api.paddle.com',
    }
    logger.info({ paddle }, 'direct')
    logger.info({ config: { paddle } }, 'nested')
    const line = lines.join('')
    expect(line).not.toContain('_secret')
    expect(line).toContain('https://api.paddle.com')
  })

  it("redacts Algolia's admin and search keys of a logged configuration", () => {
    const lines: string[] = []
    const destination: DestinationStream = { write: (line) => void lines.push(line) }
    const logger = createLogger('info', { destination })
    const algolia = { appId: 'APP42', adminKey: 'algolia-admin-x', searchKey: 'algolia-search-x' }
    logger.info({ algolia }, 'direct')
    logger.info({ config: { search: { itemsIndex: 'studio_items', algolia } } }, 'nested')
    const line = lines.join('')
    expect(line).not.toContain('algolia-admin-x')
    expect(line).not.toContain('algolia-search-x')
    expect(line).toContain('APP42')
  })
})

describe('createLogger: secrets in URLs, errors and messages', () => {
  const key = 'dNITNzwP-_s_eKtXzmZ0Mvfw6azOZsd0sG0nYBayACQ'
  const logged = (write: (logger: ReturnType<typeof createLogger>) => void) => {
    const lines: string[] = []
    write(createLogger('info', { destination: { write: (line) => void lines.push(line) } }))
    return lines.join('')
  }

  it('writes a request as its route and its URL with the secrets redacted', () => {
    const req = {
      method: 'GET',
      url: `/v1/user/verify?token=${key}&x=1`,
      routeOptions: { url: '/v1/user/verify' },
      headers: { authorization: `Bearer ${key}` },
      ip: '127.0.0.1',
    }
    const line = logged((logger) => logger.info({ req }, 'incoming request'))
    expect(line).not.toContain(key)
    expect(JSON.parse(line)).toMatchObject({
      req: { method: 'GET', route: '/v1/user/verify', url: '/v1/user/verify?token=[redacted]&x=1' },
    })
  })

  it('redacts URLs quoted in error messages and stacks, and in log messages', () => {
    const error = new Error(`'/reset?token=${key}' is not a valid url component`)
    const line = logged((logger) => {
      logger.error({ err: error }, 'failed')
      logger.error(error)
      logger.info(`Route GET:/x?api_key=${key} not found`)
      logger.info({ headers: { 'x-algolia-api-key': 'abc', accept: '*/*' } }, 'headers')
    })
    expect(line).not.toContain(key)
    expect(line).not.toContain('abc')
    expect(line).toContain('?token=[redacted]')
    expect(line).toContain('?api_key=[redacted]')
    expect(line).toContain('*/*')
  })
})
