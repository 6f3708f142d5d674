import { queryPairs, rawQueryOf } from './queryString'

/** What stands in a log line where a secret was. */
export const redacted = '[redacted]'

/**
 * Parameter and header names whose values are secrets, compared without case, separators or
 * percent-encoding (`API-Key`, `api_key` and `api%5Fkey` are one name). Short words are exact
 * (`code`, `state` of OAuth callbacks); the others match anywhere in a name (`id_token_hint`,
 * `x-algolia-api-key`, `client_secret`, `new_password`).
 */
const secretNames = new Set(['code', 'state', 'sig', 'otp', 'authorization', 'cookie'])
const secretNameParts = [
  'token',
  'key',
  'secret',
  'password',
  'passwd',
  'signature',
  'credential',
  'session',
  'auth',
  'jwt',
]

export function isSecretName(name: string): boolean {
  const plain = decodeFully(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  return secretNames.has(plain) || secretNameParts.some((part) => plain.includes(part))
}

/**
 * Runs shaped like generated secrets: our tokens and API keys (43 base64url characters), the
 * identity provider's codes and ids, JWTs, hex keys. Mixed case with digits at 20 characters,
 * mixed case alone at 32 (a random 43-character key lacks a digit one time in 1,500), or 32 hex
 * digits. Snake-case metric paths, UUIDs and most identifiers do not match.
 */
const secretRun = /[A-Za-z0-9_-]{20,}/g

function isSecretRun(run: string): boolean {
  if (/[0-9a-f]{32,}/i.test(run)) return true
  const mixedCase = /[A-Z]/.test(run) && /[a-z]/.test(run)
  return mixedCase && (run.length >= 32 || /[0-9]/.test(run))
}

/** Whether a value (a parameter, a path segment, a header), in any encoding, holds a secret. */
export function looksLikeSecret(value: string): boolean {
  return (decodeFully(value).match(secretRun) ?? []).some(isSecretRun)
}

/**
 * A request URL fit for a log line: the query's parameters as the server read them
 * (queryString.ts), with the value of every secret name or secret-shaped value replaced, path
 * segments shaped like secrets replaced, and no fragment.
 */
export function redactUrl(url: string): string {
  const pathEnd = url.search(/[?#]/)
  const path = pathEnd === -1 ? url : url.slice(0, pathEnd)
  const query = redactQuery(rawQueryOf(url))
  return redactPath(path) + (query === '' ? '' : `?${query}`)
}

export function redactQuery(rawQuery: string): string {
  return queryPairs(rawQuery)
    .map(([name, value]) => {
      // A secret sent as a bare name (`?<token>`) is still a secret.
      const shownName = looksLikeSecret(name) ? redacted : readable(name)
      const secret = isSecretName(name) || looksLikeSecret(value)
      return `${shownName}=${secret ? redacted : readable(value)}`
    })
    .join('&')
}

function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (looksLikeSecret(segment) ? redacted : segment))
    .join('/')
}

/**
 * Free text (error messages and stacks, which may quote a URL): query parameters in it are
 * redacted as in a URL, and any other secret-shaped run is replaced.
 */
export function redactText(text: string): string {
  return text
    .replace(/([?&;])([^\s=&#'"<>]+)=([^\s&#'"<>]*)/g, (whole, separator: string, name: string) =>
      isSecretName(name) ? `${separator}${name}=${redacted}` : whole,
    )
    .replace(secretRun, (run) => (isSecretRun(run) ? redacted : run))
}

const alwaysSecretHeaders = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
])

/** Headers fit for a log line: secret names and secret-shaped values replaced. */
export function redactHeaders(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null) return headers
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]: [string, unknown]) => {
      const secret =
        alwaysSecretHeaders.has(name.toLowerCase()) ||
        isSecretName(name) ||
        (typeof value === 'string' && looksLikeSecret(value)) ||
        (Array.isArray(value) && value.some((item) => looksLikeSecret(String(item))))
      return [name, secret ? redacted : value]
    }),
  )
}

/** Percent-decoded until stable, so twice-encoded names and values are judged as they mean. */
function decodeFully(text: string): string {
  let current = text
  for (let round = 0; round < 4 && current.includes('%'); round += 1) {
    const next = decodeLoosely(current)
    if (next === current) break
    current = next
  }
  return current
}

/** Decodes every valid `%XX` escape, leaving malformed ones as written. */
function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
      try {
        return decodeURIComponent(escapes)
      } catch {
        return escapes
      }
    })
  }
}

/** Encoded for a URL, keeping the characters of bracket and filter syntax readable. */
function readable(text: string): string {
  return encodeURIComponent(text).replace(/%(5B|5D|24|3A|2F|2C|40)/g, (escape) =>
    decodeURIComponent(escape),
  )
}
