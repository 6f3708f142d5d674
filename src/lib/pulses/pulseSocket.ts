import { pulseMessageSchema, type PulseMessage } from '@/core/api/pulses'
import { reportError } from '@/lib/errors/errorReporting'

/*
 * The open app's end of the pulse socket, GET /v1/ws/pulses (docs/alerts.md, "Pulse socket"):
 * one socket per signed-in tab. The server sends; the app only listens. A dropped socket is
 * reopened after a backoff with full jitter, so tabs that lost a restarting server do not all
 * come back in the same instant; a socket that stayed open resets the backoff. Without a
 * connection none is tried (it could only fail, and the browser logs each failure in the
 * console): the socket opens once the browser is back online.
 *
 * A close with a code other than 1000, 1001 or 1005 is reported (app.md section 8), except the
 * server's 4001: the socket's session ended (logout, password reset, deleted account, expiry).
 * That is no fault, and reopening with a dead session would only be refused again and again:
 * the socket stays closed while `onSessionEnded` asks whether this tab still has a session (a
 * re-link every 12 hours replaces the one the socket opened with), and reopens only if it has.
 */

export const pulseSocketPath = '/v1/ws/pulses'
const reconnectBaseMs = 1000
const reconnectMaxMs = 60_000
/** A socket open this long counts as healthy: the next drop starts the backoff over. */
const healthyAfterMs = 10_000
/** The server's close code for a socket whose session ended (server/pulses/pulseSockets.ts). */
export const sessionEndedCloseCode = 4001
/** Normal closure, going away, and no code given: the closes that are no fault (app.md section 8). */
const unreportedCloseCodes: ReadonlySet<number> = new Set([1000, 1001, 1005, sessionEndedCloseCode])

export interface PulseSocketOptions {
  onMessage: (message: PulseMessage) => void
  /**
   * The server closed the socket because its session ended: answers whether this tab still has
   * a live session (then the socket reopens at once); without it the socket stays closed.
   */
  onSessionEnded?: () => Promise<boolean>
  /** ws:// or wss:// URL of the socket; this page's origin by default. */
  url?: string
  /** Seams for tests. */
  createSocket?: (url: string) => WebSocket
  random?: () => number
  now?: () => number
  report?: (error: Error, context: Record<string, unknown>) => void
  /** Whether the browser has a connection, and a wait for it to come back (returns the cancel). */
  network?: { online(): boolean; whenOnline(then: () => void): () => void }
}

const browserNetwork = {
  online: () => navigator.onLine,
  whenOnline(then: () => void) {
    window.addEventListener('online', then, { once: true })
    return () => window.removeEventListener('online', then)
  },
}

export interface PulseConnection {
  /** Closes the socket for good (sign-out, unmount): no reconnect. */
  close(): void
}

/** The socket's URL at this page's origin: wss:// under https. */
export function pulseSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${pulseSocketPath}`
}

/** The wait before reconnect attempt `attempt` (0-based): uniform in [0, min(max, base·2^n)]. */
export function reconnectDelayMs(attempt: number, random: () => number): number {
  return random() * Math.min(reconnectMaxMs, reconnectBaseMs * 2 ** attempt)
}

/** Parses one frame; anything that is not a known message (later types, garbage) is undefined. */
export function parsePulse(data: unknown): PulseMessage | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const parsed = pulseMessageSchema.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function connectPulses(options: PulseSocketOptions): PulseConnection {
  const url = options.url ?? pulseSocketUrl(window.location)
  const createSocket = options.createSocket ?? ((to: string) => new WebSocket(to))
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  const report = options.report ?? reportError
  let closed = false
  let attempt = 0
  let socket: WebSocket | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const network = options.network ?? browserNetwork
  let stopWaiting: (() => void) | undefined

  const open = () => {
    timer = undefined
    if (closed) return
    if (!network.online()) {
      stopWaiting = network.whenOnline(() => {
        stopWaiting = undefined
        attempt = 0
        open()
      })
      return
    }
    const current = createSocket(url)
    socket = current
    let openedAt: number | undefined
    current.onopen = () => void (openedAt = now())
    current.onmessage = (event: MessageEvent) => {
      const message = parsePulse(event.data)
      if (message !== undefined) options.onMessage(message)
    }
    // A refused upgrade and a lost connection look alike to a page: both close (1006), and
    // both are retried with backoff until the app closes this.
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return
      socket = undefined
      if (closed) return
      if (!unreportedCloseCodes.has(event.code)) {
        report(new Error(`Pulse socket closed with code ${event.code}`), {
          code: event.code,
          reason: event.reason,
        })
      }
      if (event.code === sessionEndedCloseCode) return void reopenIfSignedIn()
      if (openedAt !== undefined && now() - openedAt >= healthyAfterMs) attempt = 0
      timer = setTimeout(open, reconnectDelayMs(attempt, random))
      attempt += 1
    }
  }

  const reopenIfSignedIn = async () => {
    const live = (await options.onSessionEnded?.().catch(() => false)) ?? false
    if (!live || closed || socket !== undefined || timer !== undefined) return
    attempt = 0
    open()
  }

  open()
  return {
    close() {
      closed = true
      clearTimeout(timer)
      stopWaiting?.()
      const current = socket
      socket = undefined
      current?.close(1000)
    },
  }
}
