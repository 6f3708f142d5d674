import websocket from '@fastify/websocket'
import { searchRouteSchemas } from '../routeSchemas/searchSchemas'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import type { PulseMessage } from '@/core/api/pulses'
import { forbidden, HttpError, unauthorized } from '../http/httpError'
import type { PulseHub } from './pulseHub'

export const pulseSocketPath = '/v1/ws/pulses'
/** Clients send nothing but pings and the close frame: anything bigger is refused by `ws`. */
const maxPayloadBytes = 1024
/** A socket whose unsent data passes this is a client that stopped reading: dropped. */
export const maxBufferedBytes = 256 * 1024
const defaultPingIntervalMs = 20_000

export interface PulseRouteOptions {
  hub: PulseHub
  /** The app's own origin (appOrigin(config)): the only `Origin` an upgrade may come from. */
  appOrigin: string
  /** How often sockets are pinged; one that did not answer the previous ping is dropped. */
  pingIntervalMs?: number
}

interface PulseSocket {
  socket: WebSocket
  alive: boolean
  /** Whether the socket was over `maxBufferedBytes` at the previous heartbeat. */
  backlogged: boolean
}

/**
 * `GET /v1/ws/pulses`: the open app's socket (docs/alerts.md, "Pulse socket"). The upgrade is
 * refused before it happens (an HTTP answer, no socket) unless the `Origin` header is the app's
 * own origin (another site's page could otherwise open it with the visitor's cookie) and the
 * session cookie is live. Each user's messages are serialized once and sent to all the user's
 * sockets on this instance; the hub brings messages published on other instances.
 */
export async function pulseRoutes(app: FastifyInstance, options: PulseRouteOptions) {
  const { hub, appOrigin } = options
  const byUser = new Map<string, { sockets: Set<PulseSocket>; unsubscribe: () => void }>()

  const send = (sockets: Set<PulseSocket>, message: PulseMessage) => {
    const data = JSON.stringify(message)
    for (const entry of sockets) {
      if (entry.socket.bufferedAmount > maxBufferedBytes) {
        entry.socket.terminate()
        continue
      }
      entry.socket.send(data)
    }
  }

  const attach = (userUuid: string, entry: PulseSocket) => {
    let user = byUser.get(userUuid)
    if (user === undefined) {
      const sockets = new Set<PulseSocket>()
      user = { sockets, unsubscribe: hub.subscribe(userUuid, (m) => send(sockets, m)) }
      byUser.set(userUuid, user)
    }
    user.sockets.add(entry)
    return () => {
      const current = byUser.get(userUuid)
      if (current === undefined) return
      current.sockets.delete(entry)
      if (current.sockets.size > 0) return
      current.unsubscribe()
      byUser.delete(userUuid)
    }
  }

  // Every socket is pinged; one that did not pong since the last ping, or that stays over the
  // buffer bound across two heartbeats, is gone or not reading, and is dropped.
  const heartbeat = setInterval(() => {
    for (const { sockets } of byUser.values()) {
      for (const entry of sockets) {
        const backlogged = entry.socket.bufferedAmount > maxBufferedBytes
        if (!entry.alive || (backlogged && entry.backlogged)) {
          entry.socket.terminate()
          continue
        }
        entry.alive = false
        entry.backlogged = backlogged
        entry.socket.ping()
      }
    }
  }, options.pingIntervalMs ?? defaultPingIntervalMs)
  heartbeat.unref()

  await app.register(websocket, {
    options: { maxPayload: maxPayloadBytes },
    // Closing must not wait for clients to answer the close frame (30 s for a dead one): the
    // frame is written, then the socket ends, so the server's close (and a SIGTERM) is prompt.
    // The app reconnects to another instance.
    preClose(done) {
      clearInterval(heartbeat)
      for (const client of app.websocketServer.clients) {
        client.close(1001, 'Server shutting down')
        client.terminate()
      }
      app.websocketServer.close(() => done())
    },
  })

  const admit = async (request: FastifyRequest) => {
    if (request.headers.origin !== appOrigin) throw forbidden('Origin not allowed')
    if (request.user === null) throw unauthorized()
  }

  app.route({
    method: 'GET',
    url: pulseSocketPath,
    schema: searchRouteSchemas.pulses,
    onRequest: admit,
    handler: () => {
      throw new HttpError(426, 'Upgrade to a WebSocket')
    },
    wsHandler: (socket, request) => {
      const user = request.user
      if (user === null) return void socket.close(1008)
      const entry: PulseSocket = { socket, alive: true, backlogged: false }
      socket.on('pong', () => (entry.alive = true))
      // The app never sends data; whatever arrives is ignored (pings are answered by `ws`).
      const detach = attach(user.uuid, entry)
      socket.on('close', detach)
    },
  })
}
