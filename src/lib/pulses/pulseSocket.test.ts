import type { PulseMessage } from '@/core/api/pulses'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectPulses, pulseSocketUrl, reconnectDelayMs } from './pulseSocket'
import { alertPulseMessage } from './pulseFixtures'

const message = alertPulseMessage

/** Stands in for the browser's WebSocket: the test opens, sends and drops it. */
class FakeSocket {
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  closedWith: number | undefined
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code
    this.onclose?.({ code: code ?? 1005, reason: '' })
  }
  /** The connection drops, or the server closes it, with `code`. */
  drop(code = 1006, reason = '') {
    this.onclose?.({ code, reason })
  }
}

describe('connectPulses', () => {
  let sockets: FakeSocket[]
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url)
    sockets.push(socket)
    return socket as unknown as WebSocket
  }
  beforeEach(() => {
    sockets = []
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('tries no socket without a connection, and opens one once the browser is back online', () => {
    let online = false
    let backOnline: (() => void) | undefined
    const network = {
      online: () => online,
      whenOnline(then: () => void) {
        backOnline = then
        return () => (backOnline = undefined)
      },
    }
    const connection = connectPulses({
      url: 'ws://x/v1/ws/pulses',
      createSocket,
      onMessage: () => {},
      network,
    })
    expect(sockets).toHaveLength(0)
    // Dropped while offline: no new attempt until the connection is back.
    online = true
    backOnline?.()
    expect(sockets).toHaveLength(1)
    online = false
    sockets[0]?.drop(1001)
    vi.runAllTimers()
    expect(sockets).toHaveLength(1)
    online = true
    backOnline?.()
    expect(sockets).toHaveLength(2)
    // Closed for good while waiting: the wait is cancelled.
    online = false
    sockets[1]?.drop(1001)
    vi.runAllTimers()
    connection.close()
    expect(backOnline).toBeUndefined()
  })

  it('hands on valid messages and ignores unknown types and garbage', () => {
    const received: PulseMessage[] = []
    const connection = connectPulses({
      url: 'ws://x/v1/ws/pulses',
      createSocket,
      onMessage: (m) => received.push(m),
    })
    const [socket] = sockets
    socket?.onopen?.()
    for (const data of [
      JSON.stringify({ type: 'price', asset: 'BTC' }),
      '{not json',
      JSON.stringify({ ...message, value: 'high' }),
      JSON.stringify(message),
    ]) {
      socket?.onmessage?.({ data })
    }
    expect(received).toEqual([message])
    connection.close()
  })

  it('reconnects after a drop with growing, jittered waits, and stops for good on close', () => {
    const connection = connectPulses({
      url: 'ws://x/v1/ws/pulses',
      createSocket,
      onMessage: () => {},
      random: () => 1,
      report: () => {},
    })
    sockets[0]?.drop()
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 1))
    expect(sockets).toHaveLength(2)
    sockets[1]?.drop()
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 1))
    expect(sockets).toHaveLength(2)
    vi.advanceTimersByTime(reconnectDelayMs(1, () => 1))
    expect(sockets).toHaveLength(3)

    connection.close()
    expect(sockets[2]?.closedWith).toBe(1000)
    vi.runAllTimers()
    expect(sockets).toHaveLength(3)
  })

  it("reports a close other than 1000, 1001 or 1005, and not the server's 4001 for an ended session", () => {
    const reported: unknown[] = []
    const connection = connectPulses({
      url: 'ws://x/v1/ws/pulses',
      createSocket,
      onMessage: () => {},
      onSessionEnded: () => Promise.resolve(false),
      report: (error, context) => reported.push([error.message, context]),
    })
    for (const code of [1000, 1001, 1005, 1006, 1011]) {
      sockets.at(-1)?.drop(code, code === 1011 ? 'Internal error' : '')
      vi.runAllTimers()
    }
    sockets.at(-1)?.drop(4001, 'session ended')
    expect(reported).toEqual([
      ['Pulse socket closed with code 1006', { code: 1006, reason: '' }],
      ['Pulse socket closed with code 1011', { code: 1011, reason: 'Internal error' }],
    ])
    connection.close()
  })

  it('stays closed after the session ended (4001) unless the tab still has a session', async () => {
    const answers = [false, true]
    let asked = 0
    const connection = connectPulses({
      url: 'ws://x/v1/ws/pulses',
      createSocket,
      onMessage: () => {},
      onSessionEnded: () => Promise.resolve(answers[asked++] ?? false),
      report: () => {
        throw new Error('nothing to report')
      },
    })
    sockets[0]?.onopen?.()
    sockets[0]?.drop(4001, 'session ended')
    await vi.runAllTimersAsync()
    // Signed out: no reconnect loop against a session that is gone.
    expect(asked).toBe(1)
    expect(sockets).toHaveLength(1)
    connection.close()

    // A re-link replaced the session the socket opened with: it reopens at once.
    const relinked = connectPulses({
      url: 'ws://x/v1/ws/pulses',
      createSocket,
      onMessage: () => {},
      onSessionEnded: () => Promise.resolve(answers[asked++] ?? false),
    })
    sockets[1]?.drop(4001, 'session ended')
    await vi.runAllTimersAsync()
    expect(asked).toBe(2)
    expect(sockets).toHaveLength(3)
    relinked.close()
  })

  it('waits up to twice as long each attempt, capped at a minute', () => {
    expect([0, 1, 2, 10].map((n) => reconnectDelayMs(n, () => 1))).toEqual([
      1000, 2000, 4000, 60_000,
    ])
    expect(reconnectDelayMs(3, () => 0.5)).toBe(4000)
  })

  it('opens at this origin, wss under https', () => {
    expect(pulseSocketUrl({ protocol: 'https:', host: 'studio.example' })).toBe(
      'wss://studio.example/v1/ws/pulses',
    )
    expect(pulseSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/v1/ws/pulses',
    )
  })
})
