import { pulseMessageSchema, type PulseMessage } from '@/core/api/pulses'

/*
 * The open app's end of the pulse socket, GET /v1/ws/pulses (docs/alerts.md, "Pulse socket"):
 * one socket per signed-in tab. The server sends; the app only listens. A dropped socket is
 * reopened after a backoff with full jitter, so tabs that lost a restarting server do not all
 * come back in the same instant; a socket that stayed open resets the backoff. Without a
 * connection none is tried (it could only fail, and the browser logs each failure in the
 * console): the socket opens once the browser is back online.
 */

export const pulseSocketPath = '/v1/ws/pulses'
const reconnectBaseMs = 1000
const reconnectMaxMs = 60_000
/** A socket open this long counts as healthy: the next drop starts the backoff over. */
const healthyAfterMs = 10_000

export interface PulseSocketOptions {
  onMessage: (message: PulseMessage) => void
  /** ws:// or wss:// URL of the socket; this page's origin by default. */
  url?: string
  /** Seams for tests. */
  createSocket?: (url: string) => WebSocket
  random?: () => number
  now?: () => number
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
    // A refused upgrade (signed out elsewhere, another origin) and a lost connection look alike
    // to a page: both close, and both are retried with backoff until the app closes this.
    current.onclose = () => {
      if (socket !== current) return
      socket = undefined
      if (closed) return
      if (openedAt !== undefined && now() - openedAt >= healthyAfterMs) attempt = 0
      timer = setTimeout(open, reconnectDelayMs(attempt, random))
      attempt += 1
    }
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
