import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analytics, flush, setAnalyticsSink, type AnalyticsMessage } from './analytics'

describe('analytics', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    setAnalyticsSink(null)
    vi.useRealTimers()
  })

  it('records nothing while no sink is configured', () => {
    analytics.page('/home')
    const batches: AnalyticsMessage[][] = []
    setAnalyticsSink((batch) => batches.push(batch))
    vi.advanceTimersByTime(1000)
    flush()
    expect(batches).toEqual([])
  })

  it('sends page, track and identify in one batch after the 400 ms debounce', () => {
    const batches: AnalyticsMessage[][] = []
    setAnalyticsSink((batch) => batches.push(batch))
    analytics.identify({ uuid: 'u-1', plan: 'advanced' })
    analytics.page('/charts/mvrv')
    analytics.track('search', { term: 'aave' })
    vi.advanceTimersByTime(399)
    expect(batches).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(batches).toHaveLength(1)
    expect(batches[0]?.map((m) => [m.type, m.name, m.userId])).toEqual([
      ['identify', undefined, 'u-1'],
      ['page', '/charts/mvrv', 'u-1'],
      ['track', 'search', 'u-1'],
    ])
    expect(batches[0]?.[2]?.properties).toEqual({ term: 'aave' })
  })
})
