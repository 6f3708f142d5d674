/*
 * The keys a browser's push subscription carries (RFC 8291, section 3): `p256dh`, its ECDH public
 * key, an uncompressed point on P-256, and `auth`, a 16-byte secret, both base64url. A key that is
 * not a point on the curve cannot be encrypted for (the server's ECDH throws), so it is refused
 * when saved rather than failing every delivery after (docs/alerts.md, "Web Push").
 */

/** An uncompressed SEC 1 point: 0x04, then x and y of 32 bytes each. */
export const p256PublicKeyBytes = 65
export const pushAuthSecretBytes = 16

// P-256 (NIST FIPS 186-4, D.1.2.3): y² = x³ − 3x + b over the prime field of p.
const p = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n
const b = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn

/** The bytes of a base64url text (padding optional); undefined when it is not base64url. */
export function decodeBase64url(text: string): Uint8Array | undefined {
  const bare = text.replace(/=+$/, '')
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return undefined
  const binary = atob(bare.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return value
}

/** Whether the bytes are an uncompressed point on P-256 (the point at infinity has no such form). */
export function isP256Point(bytes: Uint8Array): boolean {
  if (bytes.length !== p256PublicKeyBytes || bytes[0] !== 0x04) return false
  const x = toBigInt(bytes.subarray(1, 33))
  const y = toBigInt(bytes.subarray(33))
  if (x >= p || y >= p) return false
  const left = (y * y) % p
  const right = (((((x * x) % p) * x - 3n * x + b) % p) + p) % p
  return left === right
}

/** Whether `p256dh` (base64url) is a P-256 public key a push can be encrypted for. */
export function isPushPublicKey(p256dh: string): boolean {
  const bytes = decodeBase64url(p256dh)
  return bytes !== undefined && isP256Point(bytes)
}

/** Whether `auth` (base64url) is a 16-byte auth secret. */
export function isPushAuthSecret(auth: string): boolean {
  return decodeBase64url(auth)?.length === pushAuthSecretBytes
}
