import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createLogger } from '../logger'
import {
  checkedJsonSerializerCompiler,
  passThroughValidatorCompiler,
} from '../openapi/zodCompilers'
import type { User } from '../repositories/usersRepository'
import { createMemoryPulseHub } from './memoryPulseHub'
import { pulseRoutes } from './pulseRoutes'

const origin = 'http://studio.test'
let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

/**
 * The socket route alone, behind a stand-in session hook (the session is the `x-session`
 * header), pinging five times a second (a loaded machine still answers in time); `live` holds the sessions that have not ended.
 */
async function pulseServer(live: Set<string>) {
  const app = Fastify()
    // The route declares zod schemas (routeSchemas/searchSchemas.ts), as the app compiles them.
    .setValidatorCompiler(passThroughValidatorCompiler)
    .setSerializerCompiler(checkedJsonSerializerCompiler(() => undefined))
  app.decorateRequest('user', null)
  app.decorateRequest('sessionIdHash', null)
  app.addHook('onRequest', async (request) => {
    request.user = { uuid: 'u1' } as User
    request.sessionIdHash = String(request.headers['x-session'] ?? 's1')
  })
  const hub = createMemoryPulseHub(createLogger('silent'))
  await app.register(pulseRoutes, {
    hub,
    appOrigin: origin,
    liveSessions: async (hashes) => new Set(hashes.filter((hash) => live.has(hash))),
    pingIntervalMs: 200,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  close = () => app.close()
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/ws/pulses`
}

function open(url: string, autoPong: boolean, session = 's1'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin, 'x-session': session }, autoPong })
    socket.on('open', () => resolve(socket))
    socket.on('error', reject)
  })
}

const closeOf = (socket: WebSocket) =>
  new Promise<[number, string]>((resolve) =>
    socket.on('close', (code, reason) => resolve([code, reason.toString()])),
  )

it('drops a client that stops answering pings, and keeps one that answers', async () => {
  const url = await pulseServer(new Set(['s1']))
  // Listened to at once: under load the dead one may be dropped before the other opens.
  const deadClosed = closeOf(await open(url, false))
  const live = await open(url, true)
  await deadClosed
  // Two more heartbeats later the answering client is still there.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => live.once('ping', resolve))
  expect(live.readyState).toBe(WebSocket.OPEN)
  live.terminate()
})

it('closes a socket whose session expired at the next heartbeat, with 4001', async () => {
  const live = new Set(['s1', 's2'])
  const url = await pulseServer(live)
  const [ending, staying] = [await open(url, true, 's1'), await open(url, true, 's2')]
  const ended = closeOf(ending)
  await new Promise((resolve) => ending.once('ping', resolve))
  // The session expires (no notice comes for that): the heartbeat's look finds it gone.
  live.delete('s1')
  expect(await ended).toEqual([4001, 'session ended'])
  for (let i = 0; i < 2; i++) await new Promise((resolve) => staying.once('ping', resolve))
  expect(staying.readyState).toBe(WebSocket.OPEN)
  staying.terminate()
})
