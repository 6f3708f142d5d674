import type { PulseMessage } from '@/core/api/pulses'
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onPulse, usePulseSocket } from './usePulseSocket'
import { alertPulseMessage } from './pulseFixtures'

/** The browser's WebSocket as the hook sees it: records what was opened and closed. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: (() => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this)
  }
  close() {
    this.closed = true
    this.onclose?.()
  }
}

const message = alertPulseMessage

describe('usePulseSocket', () => {
  beforeEach(() => {
    FakeWebSocket.opened = []
    vi.stubGlobal('WebSocket', FakeWebSocket)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('opens one socket at this origin once signed in, and closes it at sign-out', () => {
    const received: PulseMessage[] = []
    const { rerender, unmount } = renderHook(
      ({ signedIn }) => usePulseSocket(signedIn, (m) => received.push(m)),
      { initialProps: { signedIn: false } },
    )
    expect(FakeWebSocket.opened).toHaveLength(0)

    rerender({ signedIn: true })
    rerender({ signedIn: true })
    expect(FakeWebSocket.opened).toHaveLength(1)
    const [socket] = FakeWebSocket.opened
    expect(socket?.url).toBe(`ws://${window.location.host}/v1/ws/pulses`)
    socket?.onmessage?.({ data: JSON.stringify(message) })
    expect(received).toEqual([message])

    rerender({ signedIn: false })
    expect(socket?.closed).toBe(true)
    unmount()
    expect(FakeWebSocket.opened).toHaveLength(1)
  })

  it('hands each message to the listeners of onPulse too, until they unsubscribe', () => {
    const heard: PulseMessage[] = []
    const stop = onPulse((m) => heard.push(m))
    const { unmount } = renderHook(() => usePulseSocket(true, () => {}))
    const [socket] = FakeWebSocket.opened
    const records: PulseMessage = { type: 'searchRecords' }
    socket?.onmessage?.({ data: JSON.stringify(records) })
    stop()
    socket?.onmessage?.({ data: JSON.stringify(message) })
    expect(heard).toEqual([records])
    unmount()
  })
})
