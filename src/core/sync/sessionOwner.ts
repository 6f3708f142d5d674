import type { OutboxTransport } from './outboxPorts'

/**
 * Who the session cookie signs in now (GET /v1/user/info): a uuid, null for nobody, undefined
 * when the server did not answer. A replay run checks it first: operations are replayed only
 * under their own owner's session, never under someone who signed in since on this browser.
 */
export async function sessionOwner(transport: OutboxTransport): Promise<string | null | undefined> {
  try {
    const answer = await transport.send({ method: 'GET', path: '/v1/user/info', headers: {} })
    if (answer.status === 401) return null
    if (answer.status !== 200) return undefined
    const uuid = (answer.body as { uuid?: unknown } | null | undefined)?.uuid
    return typeof uuid === 'string' ? uuid : null
  } catch {
    return undefined
  }
}
