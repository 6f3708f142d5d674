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

/** The socket route alone, behind a stand-in session hook, pinging every few milliseconds. */
async function pulseServer() {
  const app = Fastify()
    // The route declares zod schemas (routeSchemas/searchSchemas.ts), as the app compiles them.
    .setValidatorCompiler(passThroughValidatorCompiler)
    .setSerializerCompiler(checkedJsonSerializerCompiler(() => undefined))
  app.decorateRequest('user', null)
  app.addHook('onRequest', async (request) => {
    request.user = { uuid: 'u1' } as User
  })
  const hub = createMemoryPulseHub(createLogger('silent'))
  await app.register(pulseRoutes, { hub, appOrigin: origin, pingIntervalMs: 20 })
  await app.listen({ host: '127.0.0.1', port: 0 })
  close = () => app.close()
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/ws/pulses`
}

function open(url: string, autoPong: boolean): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin }, autoPong })
    socket.on('open', () => resolve(socket))
    socket.on('error', reject)
  })
}

it('drops a client that stops answering pings, and keeps one that answers', async () => {
  const url = await pulseServer()
  const [dead, live] = [await open(url, false), await open(url, true)]
  await new Promise((resolve) => dead.on('close', resolve))
  // Two more heartbeats later the answering client is still there.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => live.once('ping', resolve))
  expect(live.readyState).toBe(WebSocket.OPEN)
  live.terminate()
})
