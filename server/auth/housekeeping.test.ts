import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scheduleHousekeeping } from './housekeeping'

describe('scheduleHousekeeping', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs every task when the server is ready, then on each interval until it closes', async () => {
    vi.useFakeTimers()
    const app = Fastify()
    const seen: Array<[string, number]> = []
    let now = 1_000
    scheduleHousekeeping(
      app,
      [
        async (at) => seen.push(['sessions', at]),
        async () => {
          throw new Error('the database is busy')
        },
        async (at) => seen.push(['tokens', at]),
      ],
      () => now,
      60_000,
    )
    await app.ready()
    // One failing task neither stops the others nor the schedule.
    expect(seen).toEqual([
      ['sessions', 1_000],
      ['tokens', 1_000],
    ])
    now = 61_000
    await vi.advanceTimersByTimeAsync(60_000)
    expect(seen).toHaveLength(4)
    expect(seen.at(-1)).toEqual(['tokens', 61_000])
    await app.close()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(seen).toHaveLength(4)
  })
})
