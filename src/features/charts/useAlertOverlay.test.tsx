import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type uPlot from 'uplot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Alert } from '@/core/api/alerts'
import { json, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { useAlertOverlay } from './useAlertOverlay'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const uuid = '0b6f5a1e-7c2d-4e8f-9a0b-1c2d3e4f5a6b'
const alert: Alert = {
  uuid,
  path: 'market/price_usd_close',
  source: null,
  asset: 'BTC',
  currency: null,
  exchange: null,
  resolution: '24h',
  condition: 'out',
  conditionValues: [10, 20],
  conditionDuration: null,
  movingAverage: 0,
  modifier: null,
  metricName: 'Price',
  name: 'Band',
  channels: [],
  repeat: 'every',
  enabled: true,
  snoozedUntil: null,
  disabledReason: null,
  version: 1,
  createdAt: 0,
  updatedAt: 0,
}

const firing = (id: string, t: number, value: number, test = false) => ({
  id,
  t,
  value,
  firedAt: t * 1000,
  test,
  deliveries: [],
})

function stub(watched: Alert) {
  stubApi({
    'GET /v1/user/info': () => json(200, signedInUser),
    'GET /v1/alerts': () => json(200, { data: [watched], limit: { used: 1, max: 3 } }),
    [`GET /v1/alerts/${uuid}/history`]: () =>
      json(200, { data: [firing('a', 500, 25), firing('b', 600, 5, true)] }),
  })
}

/** A plot 1000 px wide and tall whose scales map a value to itself, recording what is drawn. */
function fakePlot() {
  const calls: string[] = []
  const ctx = new Proxy(
    {},
    {
      get: (_target, name) =>
        typeof name === 'string' && ['moveTo', 'lineTo', 'fillText'].includes(name)
          ? (...args: unknown[]) => calls.push(`${name} ${args.join(' ')}`)
          : () => {},
      set: () => true,
    },
  )
  const plot = {
    ctx,
    bbox: { left: 0, top: 0, width: 1000, height: 1000 },
    over: { clientWidth: 1000 },
    valToPos: (value: number, scale: string) => {
      calls.push(`scale ${scale}`)
      return value
    },
  } as unknown as uPlot
  return { plot, calls }
}

function render(axisOf?: (alert: Alert) => string | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const redraw = vi.fn()
  const view = { current: { plot: { redraw } } } as never
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useAlertOverlay(uuid, view, axisOf), { wrapper })
  return { hook, redraw }
}

function draw(plugins: uPlot.Plugin[]) {
  const { plot, calls } = fakePlot()
  for (const plugin of plugins) (plugin.hooks.draw as (u: uPlot) => void)(plot)
  return calls
}

describe('useAlertOverlay', () => {
  it("draws the alert's levels and its past firings, not its tests, on the metric's axis", async () => {
    stub(alert)
    const { hook, redraw } = render()
    await waitFor(() => expect(hook.result.current.note).toBe('Alert “Band”: outside 10 and 20'))
    // The firing at t=500 is marked at its value, 25, once the history is in.
    await waitFor(() => expect(draw(hook.result.current.plugins)).toContain('moveTo 500 24'))
    expect(redraw).toHaveBeenCalled()
    const calls = draw(hook.result.current.plugins)
    expect(calls).toContain('fillText Band: 10 996 6')
    expect(calls).toContain('fillText Band: 20 996 16')
    // The test firing at t=600 is not.
    expect(calls.some((call) => call.startsWith('moveTo 600'))).toBe(false)
    expect(new Set(calls.filter((call) => call.startsWith('scale ')))).toEqual(
      new Set(['scale x', 'scale y']),
    )
  })

  it('puts a percent alert’s firings on the bottom edge, with no level', async () => {
    stub({ ...alert, condition: 'percent_up', conditionValues: [5], conditionDuration: '24h' })
    const { hook } = render()
    // 5 px above the bottom (1000), then the triangle's tip 1 px above that.
    await waitFor(() => expect(draw(hook.result.current.plugins)).toContain('moveTo 500 994'))
    const calls = draw(hook.result.current.plugins)
    expect(calls.some((call) => call.startsWith('fillText'))).toBe(false)
  })

  it("draws on the axis the chart gives the alert's series, and nothing when it has none", async () => {
    stub(alert)
    const onAxis = render(() => 'price')
    await waitFor(() => expect(draw(onAxis.hook.result.current.plugins)).toContain('moveTo 500 24'))
    const calls = draw(onAxis.hook.result.current.plugins)
    expect(calls).toContain('scale price')
    expect(calls).not.toContain('scale y')
    cleanup()

    // The alert list and history are read; still nothing is drawn or said.
    const absent = render(() => undefined)
    await waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('history')),
      ).toHaveLength(2),
    )
    await waitFor(() => expect(absent.redraw).toHaveBeenCalled())
    expect(absent.hook.result.current.note).toBeUndefined()
    expect(draw(absent.hook.result.current.plugins)).toEqual([])
  })
})
