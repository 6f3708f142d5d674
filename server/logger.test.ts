import type { DestinationStream } from 'pino'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

describe('createLogger', () => {
  it('redacts credentials in request and response headers', () => {
    const lines: string[] = []
    const destination: DestinationStream = { write: (line) => void lines.push(line) }
    const logger = createLogger('info', { destination })
    logger.info(
      {
        req: { headers: { authorization: 'Bearer abc', cookie: 'sid=abc', accept: '*/*' } },
        res: { headers: { 'set-cookie': 'sid=abc' } },
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
})
