import { afterEach, describe, expect, it } from 'vitest'
import { offlineStaleTime } from './offlineStaleTime'

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })

describe('offlineStaleTime', () => {
  afterEach(() => setOnline(true))

  it('holds data as fresh while offline; online, and without data, the given time applies', () => {
    const staleTime = offlineStaleTime(60_000)
    const held = { state: { data: { uuid: 'u1' } } }
    const none = { state: { data: undefined } }
    expect(staleTime(held)).toBe(60_000)
    setOnline(false)
    expect(staleTime(held)).toBe('static')
    expect(staleTime(none)).toBe(60_000)
  })
})
