import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

const version = 'v1'

/**
 * Seals a value (an issuer's access token, kept so that logout can revoke it) with a key derived
 * from another secret that the database does not hold, the session id in the browser's cookie:
 * AES-256-GCM, so a copy of the database, or a changed row, opens nothing.
 */
export function seal(keySecret: string, value: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(keySecret), iv)
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'))
  return [version, ...parts].join('.')
}

/** The sealed value; undefined for another key, a changed value or another format. */
export function unseal(keySecret: string, sealed: string): string | undefined {
  const [prefix, iv, data, tag] = sealed.split('.')
  if (prefix !== version || iv === undefined || data === undefined || tag === undefined) {
    return undefined
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(keySecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const value = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()])
    return value.toString('utf8')
  } catch {
    return undefined
  }
}

function keyOf(keySecret: string): Buffer {
  return createHmac('sha256', keySecret).update('studio sealed token').digest()
}
