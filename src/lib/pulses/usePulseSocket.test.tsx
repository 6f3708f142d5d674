import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PulseMessage } from '@/core/api/pulses'
import { usePulseSocket } from './usePulseSocket'

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

const message: PulseMessage = {
  type: 'alert',
  alert: {
    uuid: 'a1',
    name: 'BTC above 100k',
    metricName: 'Price',
    path: 'market/price_usd_close',
    asset: 'BTC',
    resolution: '24h',
    condition: 'gt',
    conditionValues: [100_000],
  },
  value: 101_234,
  t: 1_764_081_000,
  firingId: 'f1',
  test: false,
  url: '/charts/price_usd_close?a=BTC&alert=a1',
}

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
})
