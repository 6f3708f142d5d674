import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'
import type { PushSubscriptionInput } from '@/core/api/alertDelivery'

/**
 * A stand-in for a browser's push service (RFC 8030) on 127.0.0.1, checking what a real one
 * checks: the VAPID authorization (RFC 8292: `vapid t=<JWT>, k=<public key>`, an ES256 JWT
 * signed by that key, `aud` this service's origin, `exp` ahead and at most 24 h away) and the
 * aes128gcm body (RFC 8291), which it decrypts with the subscriber's keys, as the browser
 * would. Each push is recorded with what was answered; `respondWith` makes it answer 404, 410,
 * 500… for one subscriber or all.
 */
export interface FakePushService {
  /** The origin, http://127.0.0.1:port. */
  url: string
  /** The endpoint of subscriber `id`: `{url}/push/{id}`. */
  endpointFor(id: string): string
  /**
   * Registers subscriber `id`'s keys (new ones unless given, generated as a browser does), so its
   * pushes can be decrypted; answers what `PushSubscription.toJSON()` would.
   */
  subscribe(id: string, keys?: PushSubscriberKeys): PushSubscriptionInput
  /** Every push that arrived, in order. */
  readonly received: ReceivedPush[]
  /** Answer `status` from now on, to subscriber `id` or (without) to all; undefined: 201 again. */
  respondWith(
    status: number | undefined,
    options?: { id?: string; headers?: Record<string, string> },
  ): void
  close(): Promise<void>
}

export interface PushSubscriberKeys {
  /** The subscriber's P-256 key pair. */
  ecdh: ECDH
  /** 16 random bytes. */
  authSecret: Buffer
}

export interface ReceivedPush {
  /** The subscriber's id (the endpoint's last segment). */
  id: string
  /** What the service answered. */
  status: number
  /** Why it refused the push (bad VAPID, undecryptable), else undefined. */
  error?: string
  /** The decrypted body (UTF-8); undefined when it could not be decrypted. */
  payload?: string
  headers: { ttl?: string; urgency?: string; topic?: string; contentEncoding?: string }
  /** The VAPID JWT's claims and key, when they checked out. */
  vapid?: { publicKey: string; aud: string; exp: number; sub: string }
}

export function newSubscriberKeys(): PushSubscriberKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { ecdh, authSecret: randomBytes(16) }
}

export async function startFakePushService({
  vapidPublicKey,
}: {
  /** When given, pushes signed with another key are refused (403), as a service pins the key. */
  vapidPublicKey?: string
} = {}): Promise<FakePushService> {
  const subscribers = new Map<string, PushSubscriberKeys>()
  const overrides = new Map<
    string | undefined,
    { status: number; headers: Record<string, string> }
  >()
  const received: ReceivedPush[] = []
  let origin = ''

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const push = receive(request, body)
      received.push(push)
      const override = overrides.get(push.id) ?? overrides.get(undefined)
      const status = push.error === undefined ? (override?.status ?? 201) : push.status
      push.status = status
      response.writeHead(status, {
        ...(override?.headers ?? {}),
        ...(status === 201
          ? { location: `${origin}/message/${randomBytes(8).toString('hex')}` }
          : {}),
      })
      response.end()
    })
  })

  const receive = (request: IncomingMessage, body: Buffer): ReceivedPush => {
    const id = decodeURIComponent(/^\/push\/([^/?]+)$/.exec(request.url ?? '')?.[1] ?? '')
    const header = (name: string) => {
      const value = request.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const push: ReceivedPush = {
      id,
      status: 201,
      headers: {
        ...optional('ttl', header('ttl')),
        ...optional('urgency', header('urgency')),
        ...optional('topic', header('topic')),
        ...optional('contentEncoding', header('content-encoding')),
      },
    }
    const refuse = (status: number, error: string) => Object.assign(push, { status, error })
    const keys = subscribers.get(id)
    if (request.method !== 'POST' || keys === undefined) return refuse(404, 'No such subscription')
    if (push.headers.ttl === undefined) return refuse(400, 'TTL header missing')
    const vapid = checkVapid(header('authorization'), origin)
    if (typeof vapid === 'string') return refuse(401, vapid)
    if (vapidPublicKey !== undefined && vapid.publicKey !== vapidPublicKey) {
      return refuse(403, 'VAPID key differs from the subscription key')
    }
    push.vapid = vapid
    if (push.headers.contentEncoding !== 'aes128gcm') return refuse(415, 'Not aes128gcm')
    try {
      const plain = decrypt(body, {
        version: 'aes128gcm',
        privateKey: keys.ecdh,
        authSecret: keys.authSecret.toString('base64url'),
      })
      push.payload = plain.toString('utf8')
    } catch (error) {
      return refuse(400, `Cannot decrypt: ${(error as Error).message}`)
    }
    return push
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const endpointFor = (id: string) => `${origin}/push/${encodeURIComponent(id)}`

  return {
    url: origin,
    endpointFor,
    received,
    subscribe(id, keys = newSubscriberKeys()) {
      subscribers.set(id, keys)
      return {
        endpoint: endpointFor(id),
        expirationTime: null,
        keys: {
          p256dh: keys.ecdh.getPublicKey().toString('base64url'),
          auth: keys.authSecret.toString('base64url'),
        },
      }
    },
    respondWith(status, { id, headers = {} } = {}) {
      if (status === undefined) overrides.delete(id)
      else overrides.set(id, { status, headers })
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The VAPID claims of `vapid t=…, k=…` when its JWT checks out, else why not. */
function checkVapid(
  authorization: string | undefined,
  audience: string,
): { publicKey: string; aud: string; exp: number; sub: string } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
  if (match?.[1] === undefined || match[2] === undefined) return 'No vapid authorization'
  const [token, publicKey] = [match[1], match[2]]
  const [header, claims, signature] = token.split('.')
  if (header === undefined || claims === undefined || signature === undefined) return 'Not a JWT'
  const point = Buffer.from(publicKey, 'base64url')
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key'
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }
  if (alg !== 'ES256') return `JWT alg is ${alg}, not ES256`
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return 'JWT signature does not verify with k'
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
    string,
    unknown
  >
  const now = Date.now() / 1000
  if (aud !== audience) return `JWT aud ${String(aud)} is not ${audience}`
  if (typeof exp !== 'number' || exp <= now || exp > now + 24 * 60 * 60) {
    return 'JWT exp is not within the next 24 hours'
  }
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub))
    return 'JWT sub is not mailto: or https:'
  return { publicKey, aud, exp, sub }
}

function optional<K extends string>(name: K, value: string | undefined) {
  return value === undefined ? {} : ({ [name]: value } as Record<K, string>)
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}
