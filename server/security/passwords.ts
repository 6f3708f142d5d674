import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashes with scrypt, Node's built-in memory-hard function: N=2^15, r=8, p=1 needs
 * 32 MiB and tens of milliseconds per guess, which makes offline guessing of a leaked table
 * expensive on GPUs. The parameters are stored in each hash, so raising them later keeps old
 * hashes verifiable. Format: scrypt$N$r$p$salt$hash (salt and hash base64url).
 */
const cost = { N: 2 ** 15, r: 8, p: 1 }
const keyLength = 32
const saltLength = 16

/** scrypt refuses to use more than `maxmem`; 128 * N * r is what these parameters need. */
function options(params: { N: number; r: number; p: number }): ScryptOptions {
  return { ...params, maxmem: 2 * 128 * params.N * params.r }
}

function derive(password: string, salt: Buffer, params: typeof cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options(params), (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$')
}

/** Whether `password` matches `stored`; false (never a throw) for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (parsed === undefined) return false
  const key = await derive(password, parsed.salt, parsed.params)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return undefined
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  // Bounded so that a tampered row cannot make a login allocate gigabytes.
  const sane =
    Number.isInteger(Math.log2(params.N)) &&
    params.N <= 2 ** 20 &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 16
  if (!sane) return undefined
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') }
}

/**
 * A real hash of no password, verified when the email is unknown so that a login takes as long
 * for a missing account as for a wrong password (no account discovery by timing).
 */
let decoy: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('hex')))
}
