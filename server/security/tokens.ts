import { createHash, randomBytes } from 'node:crypto'

/**
 * Secrets handed to a user once (session ids, verification links, API keys): 32 random bytes,
 * base64url. Only their SHA-256 is stored, so a copy of the database opens no session and
 * calls no API. A fast hash is enough here, unlike passwords: 256 random bits cannot be guessed.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
