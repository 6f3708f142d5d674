// http_ece (encrypted content-encoding, RFC 8188) ships no types: the part the fake push service
// uses, decrypting a Web Push message (aes128gcm, RFC 8291) with the subscriber's keys.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  interface DecryptParams {
    version: 'aes128gcm'
    /** The receiver's key pair (a browser's subscription keys). */
    privateKey: ECDH
    /** The subscription's 16-byte auth secret, base64url. */
    authSecret: string
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer
}
