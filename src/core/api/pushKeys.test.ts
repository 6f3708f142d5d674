import { describe, expect, it } from 'vitest'
import { pushSubscriptionInputSchema } from './alertDelivery'
import { decodeBase64url, isP256Point, isPushAuthSecret, isPushPublicKey } from './pushKeys'

const toBase64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A browser's subscription key, made as a browser makes it (Web Crypto). */
async function browserKey(): Promise<Uint8Array> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])
  return new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
}

/** Whether Web Crypto takes the bytes as a P-256 public key (it checks the point). */
async function importable(bytes: Uint8Array<ArrayBuffer>): Promise<boolean> {
  return crypto.subtle
    .importKey('raw', bytes, { name: 'ECDH', namedCurve: 'P-256' }, false, [])
    .then(() => true)
    .catch(() => false)
}

describe('push subscription keys', () => {
  it('takes every key a browser makes and refuses the same bytes off the curve, as Web Crypto does', async () => {
    for (let k = 0; k < 20; k += 1) {
      const key = await browserKey()
      expect(isP256Point(key)).toBe(true)
      expect(isPushPublicKey(toBase64url(key))).toBe(true)
      // y + 1 (or x + 1): still 65 well-formed bytes, but no longer a point on P-256.
      const moved = Uint8Array.from(key)
      const at = k % 2 === 0 ? 64 : 32
      moved[at] = ((moved[at] ?? 0) + 1) & 0xff
      expect(isP256Point(moved)).toBe(false)
      expect(await importable(moved)).toBe(false)
    }
  })

  it('refuses what is not an uncompressed point: other lengths, another prefix, coordinates ≥ p', async () => {
    const key = await browserKey()
    expect(isP256Point(key.subarray(0, 64))).toBe(false)
    expect(isP256Point(Uint8Array.from([0x03, ...key.subarray(1)]))).toBe(false)
    const huge = Uint8Array.from([0x04, ...new Array<number>(64).fill(0xff)])
    expect(isP256Point(huge)).toBe(false)
    expect(isP256Point(new Uint8Array(65))).toBe(false)
  })

  it('decodes base64url with or without padding, and nothing else', () => {
    expect(decodeBase64url('AQID')).toEqual(Uint8Array.from([1, 2, 3]))
    expect(decodeBase64url('_-8')).toEqual(Uint8Array.from([255, 239]))
    expect(decodeBase64url('_-8=')).toEqual(Uint8Array.from([255, 239]))
    expect(decodeBase64url('a+b/')).toBeUndefined()
    expect(decodeBase64url('abcde')).toBeUndefined()
  })

  it('wants a 16-byte auth secret', () => {
    expect(isPushAuthSecret(toBase64url(new Uint8Array(16).fill(7)))).toBe(true)
    expect(isPushAuthSecret(toBase64url(new Uint8Array(15)))).toBe(false)
    expect(isPushAuthSecret(toBase64url(new Uint8Array(20)))).toBe(false)
  })

  it('names the field of a key that is well formed but unusable', async () => {
    const key = await browserKey()
    key[64] = ((key[64] ?? 0) + 1) & 0xff
    const parsed = pushSubscriptionInputSchema.safeParse({
      endpoint: 'https://push.example.com/p/1',
      keys: { p256dh: toBase64url(key), auth: toBase64url(new Uint8Array(20)) },
    })
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['keys.p256dh', 'Must be a point on the P-256 curve (65 bytes, uncompressed)'],
      ['keys.auth', 'Must be a 16-byte auth secret'],
    ])
  })
})
