import websocket from '@fastify/websocket'
import { searchRouteSchemas } from '../routeSchemas/searchSchemas'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forbidden, HttpError, unauthorized } from '../http/httpError'
import { startPulseHeartbeat } from './pulseHeartbeat'
import type { PulseHub } from './pulseHub'
import { createPulseSockets, type LiveSessions, type PulseSocket } from './pulseSockets'

export const pulseSocketPath = '/v1/ws/pulses'
/** Clients send nothing but pings and the close frame: anything bigger is refused by `ws`. */
const maxPayloadBytes = 1024
const defaultPingIntervalMs = 20_000

export interface PulseRouteOptions {
  hub: PulseHub
  /** The app's own origin (appOrigin(config)): the only `Origin` an upgrade may come from. */
  appOrigin: string
  /** Which sessions are still live: a socket lives only as long as its session. */
  liveSessions: LiveSessions
  /** How often sockets are pinged; one that did not answer the previous ping is dropped. */
  pingIntervalMs?: number
}

/**
 * `GET /v1/ws/pulses`: the open app's socket (docs/alerts.md, "Pulse socket"). The upgrade is
 * refused before it happens (an HTTP answer, no socket) unless the `Origin` header is the app's
 * own origin (another site's page could otherwise open it with the visitor's cookie) and the
 * session cookie is live. The socket is closed (4001) when its session ends: at once when the
 * session is ended by logout, a password reset or the account's deletion on any instance (the
 * hub's sessions-ended notice), else at the next heartbeat (expiry).
 */
export async function pulseRoutes(app: FastifyInstance, options: PulseRouteOptions) {
  const { hub, appOrigin } = options
  const sockets = createPulseSockets(hub, options.liveSessions, app.log)
  const stopHeartbeat = startPulseHeartbeat(
    sockets,
    options.pingIntervalMs ?? defaultPingIntervalMs,
    app.log,
  )
  const stopListening = hub.onSessionsEnded((userUuid) => {
    sockets
      .closeEndedOf(userUuid)
      .catch((err: unknown) => app.log.warn({ err }, 'Could not check ended pulse sessions'))
  })

  await app.register(websocket, {
    options: { maxPayload: maxPayloadBytes },
    // Closing must not wait for clients to answer the close frame (30 s for a dead one): the
    // frame is written, then the socket ends, so the server's close (and a SIGTERM) is prompt.
    // The app reconnects to another instance.
    preClose(done) {
      stopHeartbeat()
      stopListening()
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
      const { user, sessionIdHash } = request
      if (user === null || sessionIdHash === null) return void socket.close(1008)
      const entry: PulseSocket = { socket, sessionIdHash, alive: true, backlogged: false }
      socket.on('pong', () => (entry.alive = true))
      // The app never sends data; whatever arrives is ignored (pings are answered by `ws`).
      const detach = sockets.attach(user.uuid, entry)
      socket.on('close', detach)
    },
  })
}
