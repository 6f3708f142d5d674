import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  isSecretName,
  looksLikeSecret,
  redactHeaders,
  redactQuery,
  redactText,
  redactUrl,
} from './logRedaction'
import { parseQueryString } from './queryString'

const key = 'dNITNzwP-_s_eKtXzmZ0Mvfw6azOZsd0sG0nYBayACQ'

describe('log redaction', () => {
  it('reads parameter names as authentication does: decoded once, in one place', () => {
    for (const name of [
      'api_key',
      'api%5Fkey',
      'api%5fkey',
      'api_k%65y',
      '%61%70%69%5F%6B%65%79',
    ]) {
      const raw = `a=BTC&${name}=${key}`
      expect(parseQueryString(raw).api_key, name).toBe(key)
      expect(redactQuery(raw), name).toBe('a=BTC&api_key=[redacted]')
    }
    // Twice encoded, the name is not api_key to the server, and still masked in the log.
    expect(parseQueryString(`api%255Fkey=short`).api_key).toBeUndefined()
    expect(redactQuery('api%255Fkey=short')).toBe('api%255Fkey=[redacted]')
  })

  it('masks every secret parameter name, whatever its case, separators or encoding', () => {
    const names = [
      'token',
      'code',
      'state',
      'id_token_hint',
      'access_token',
      'refresh_token',
      'api_key',
      'apiKey',
      'API-KEY',
      'x-algolia-api-key',
      'password',
      'client_secret',
      'secret',
      'signature',
      '%74oken',
      'Co%64e',
    ]
    for (const name of names) {
      expect(isSecretName(name), name).toBe(true)
      expect(redactQuery(`${name}=short`), name).toMatch(/=\[redacted\]$/)
    }
    for (const name of [
      'a',
      'i',
      'f',
      'c',
      's',
      'u',
      'limit',
      'filters[code][$eq]',
      'post_logout_redirect_uri',
    ]) {
      expect(isSecretName(name), name).toBe(false)
    }
  })

  it('masks values shaped like generated secrets under any name, and bare names', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.PkmUDoH7ozqUouNl842RM_51JxxAxdik'
    for (const secret of [key, jwt, randomBytes(16).toString('hex'), encodeURIComponent(key)]) {
      expect(looksLikeSecret(secret), secret).toBe(true)
      expect(redactQuery(`q=${secret}`)).toBe('q=[redacted]')
    }
    // Letters only, 43 long: one random key in about 1,500 has no digit.
    expect(looksLikeSecret('dNITNzwPasdeKtXzmZxMvfwbazOZsdesGqnYBayACQa')).toBe(true)
    expect(redactQuery(key)).toBe('[redacted]=')
    const ordinary = [
      'BTC',
      '1709251200',
      '24h',
      'sopr_account_based_adjusted_less_155',
      'MarketMvrv',
      'd647761f-7709-456f-8890-22c8c9e51466',
      'asset-overview',
    ]
    for (const value of ordinary) expect(looksLikeSecret(value), value).toBe(false)
  })

  it('keeps the path, masks secret-shaped segments and drops the fragment', () => {
    expect(redactUrl('/v1/metrics/market/mvrv?a=BTC&s=1709251200&f=json')).toBe(
      '/v1/metrics/market/mvrv?a=BTC&s=1709251200&f=json',
    )
    expect(redactUrl(`/oidc/interaction/${key}/login`)).toBe('/oidc/interaction/[redacted]/login')
    expect(redactUrl(`/x?token=${key}#frag`)).toBe('/x?token=[redacted]')
    expect(redactUrl('/cms/metrics?filters[code][$in][0]=MarketMvrv')).toBe(
      '/cms/metrics?filters[code][$in][0]=MarketMvrv',
    )
    // The query as the server reads it: `+` is a space, escapes are decoded and re-encoded.
    expect(redactUrl('/p?q=a+b&r=%41')).toBe('/p?q=a%20b&r=A')
  })

  it('masks URL parameters and secret-shaped runs in free text', () => {
    expect(redactText(`'/x%ZZ?token=abc&a=1' is not a valid url component`)).toBe(
      `'/x%ZZ?token=[redacted]&a=1' is not a valid url component`,
    )
    expect(redactText(`Invalid key ${key} for user`)).toBe('Invalid key [redacted] for user')
    expect(redactText('at processTicksAndRejections (node:internal/process:95:5)')).toBe(
      'at processTicksAndRejections (node:internal/process:95:5)',
    )
  })

  it('masks secret headers by name and by value', () => {
    expect(
      redactHeaders({
        authorization: 'Bearer abc',
        Cookie: 'sid=abc',
        'x-api-key': 'abc',
        'x-algolia-api-key': 'abc',
        'paddle-signature': 'ts=1;h1=abc',
        'x-forwarded-for': key,
        accept: 'application/json',
      }),
    ).toEqual({
      authorization: '[redacted]',
      Cookie: '[redacted]',
      'x-api-key': '[redacted]',
      'x-algolia-api-key': '[redacted]',
      'paddle-signature': '[redacted]',
      'x-forwarded-for': '[redacted]',
      accept: 'application/json',
    })
  })

  it("masks a Telegram bot token in the Bot API's paths (/bot<token>/<method>)", () => {
    const token = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw'
    expect(redactUrl(`/bot${token}/sendMessage`)).toBe('/[redacted]/sendMessage')
    const text = redactText(`request to https://api.telegram.org/bot${token}/getUpdates failed`)
    expect(text).not.toContain(token.split(':')[1])
  })
})
