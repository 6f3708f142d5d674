import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for an external OpenID provider (OIDC_ISSUER) on 127.0.0.1 (a free port), speaking
 * what the server uses of it: discovery, the userinfo endpoint (Bearer access token, 401 for a
 * token it does not know) and, unless started without, the RFC 7009 revocation endpoint (form
 * POST with token, token_type_hint and client_id; 200 whether or not it knew the token).
 */
export interface FakeIssuer {
  url: string
  /** Issues an access token for the person; it works at userinfo until revoked. */
  issue(claims: { sub: string; email: string; email_verified?: boolean }): string
  /** The forms posted to the revocation endpoint. */
  readonly revocations: Record<string, string>[]
  close(): Promise<void>
}

export async function startFakeIssuer({
  revocation = true,
}: { revocation?: boolean } = {}): Promise<FakeIssuer> {
  const tokens = new Map<string, Record<string, unknown>>()
  const revocations: Record<string, string>[] = []
  let url = ''
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(json))
      }
      const path = request.url ?? '/'
      if (path === '/.well-known/openid-configuration') {
        return send(200, {
          issuer: url,
          userinfo_endpoint: `${url}/userinfo`,
          ...(revocation ? { revocation_endpoint: `${url}/revoke` } : {}),
        })
      }
      if (path === '/userinfo') {
        const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
        const claims = tokens.get(token)
        return claims === undefined ? send(401, { error: 'invalid_token' }) : send(200, claims)
      }
      if (path === '/revoke' && revocation && request.method === 'POST') {
        const form = Object.fromEntries(new URLSearchParams(body))
        revocations.push(form)
        tokens.delete(form.token ?? '')
        return send(200, {})
      }
      return send(404, { error: 'not_found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    issue(claims) {
      const token = randomBytes(24).toString('base64url')
      tokens.set(token, { email_verified: true, ...claims })
      return token
    },
    revocations,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
