import { beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createImportedSeriesRepository } from './importedSeriesRepository'

const day = 86_400
const jan1 = 1_704_067_200

function points(values: number[], start = jan1) {
  return {
    t: Float64Array.from(values, (_, i) => start + i * day),
    v: Float64Array.from(values),
  }
}

describeEachDatabase('imported series repository', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  const repository = (clock?: () => number) =>
    createImportedSeriesRepository(target.open().db, clock === undefined ? {} : { clock })

  it('stores points and reads them back exactly, gaps and fractions included', async () => {
    const repo = repository(() => 1_700_000_000_000)
    const key = { path: 'market/price_test', asset: 'BTC', resolution: '24h' } as const
    const stored = points([1.5, NaN, -0.1, 1e300, 42])
    const info = await repo.replace(key, stored)
    expect(info).toMatchObject({ pointCount: 5, firstT: jan1, lastT: jan1 + 4 * day })

    const read = await repo.read(key)
    expect(Array.from(read?.t ?? [])).toEqual(Array.from(stored.t))
    expect(Array.from(read?.v ?? [])).toEqual([1.5, NaN, -0.1, 1e300, 42])
    expect(await repo.read({ ...key, resolution: '1h' })).toBeUndefined()
    expect(await repo.read({ ...key, asset: 'ETH' })).toBeUndefined()
  })

  it('replaces an earlier import of the same path, asset and interval', async () => {
    const repo = repository()
    const key = { path: 'addresses/replaced', asset: 'ETH', resolution: '1w' } as const
    await repo.replace(key, points([1, 2, 3]))
    await repo.replace(key, points([7, 8], jan1 + 10 * day))
    const read = await repo.read(key)
    expect(Array.from(read?.v ?? [])).toEqual([7, 8])
    const listed = (await repo.list()).filter((info) => info.path === key.path)
    expect(listed).toEqual([expect.objectContaining({ pointCount: 2, firstT: jan1 + 10 * day })])
  })

  it('keeps when each point first became available across re-imports (lag statistics)', async () => {
    // Far ahead of the other tests' imports: import times only ever grow within a database.
    const jan1 = 4_102_444_800
    let clockMs = (jan1 + 3 * day + 600) * 1000
    const repo = repository(() => clockMs)
    const key = { path: 'addresses/availability', asset: 'BTC', resolution: '24h' } as const
    const whole = { from: jan1, to: jan1 + 10 * day }
    // Days 0..2 imported 600 s after day 2 closed.
    await repo.replace(key, points([1, 2, 3], jan1))
    expect(await repo.availability(key, whole)).toEqual({
      ends: [jan1 + day, jan1 + 2 * day, jan1 + 3 * day],
      availableAt: [jan1 + 3 * day + 600, jan1 + 3 * day + 600, jan1 + 3 * day + 600],
    })
    // A day later: days 0..3 again, day 2 revised. Only day 3 is new; the others keep their time.
    clockMs = (jan1 + 4 * day + 1200) * 1000
    await repo.replace(key, points([1, 2, 3.5, 4], jan1))
    const again = await repo.availability(key, whole)
    expect(again?.availableAt).toEqual([
      jan1 + 3 * day + 600,
      jan1 + 3 * day + 600,
      jan1 + 3 * day + 600,
      jan1 + 4 * day + 1200,
    ])
    // Only intervals that ended within the window count.
    expect(await repo.availability(key, { from: jan1 + 2 * day, to: jan1 + 3 * day })).toEqual({
      ends: [jan1 + 3 * day],
      availableAt: [jan1 + 3 * day + 600],
    })
    expect(await repo.availability({ ...key, asset: 'ETH' }, whole)).toBeUndefined()
  })

  it('lists series without points, ordered by path, asset and interval, with numbers', async () => {
    const repo = repository()
    await repo.replace({ path: 'zz/listed', asset: 'SOL', resolution: '24h' }, points([1]))
    await repo.replace({ path: 'zz/listed', asset: 'ADA', resolution: '24h' }, points([1, 2]))
    const listed = (await repo.list()).filter((info) => info.path === 'zz/listed')
    expect(listed.map((info) => info.asset)).toEqual(['ADA', 'SOL'])
    for (const info of listed) {
      expect(typeof info.firstT).toBe('number')
      expect(typeof info.importedAt).toBe('number')
    }
  })

  it('changes the revision with every import, even within one millisecond', async () => {
    const repo = repository(() => 5)
    const key = { path: 'zz/revision', asset: 'BTC', resolution: '24h' } as const
    const before = await repo.revision()
    await repo.replace(key, points([1]))
    const afterFirst = await repo.revision()
    await repo.replace(key, points([2]))
    const afterSecond = await repo.revision()
    expect(new Set([before, afterFirst, afterSecond]).size).toBe(3)
    // Another connection (another process) sees the same revision.
    expect(await repository().revision()).toBe(afterSecond)
  })

  it('keeps the earlier import when a replacement fails after deleting it', async () => {
    const repo = repository()
    const key = { path: 'zz/kept', asset: 'BTC', resolution: '24h' } as const
    await repo.replace(key, points([1, 2]))
    // No points: the delete runs, then the insert breaks the table's check constraint.
    await expect(repo.replace(key, points([]))).rejects.toThrow()
    expect(Array.from((await repo.read(key))?.v ?? [])).toEqual([1, 2])
  })

  it('refuses columns of different lengths before touching the database', async () => {
    const repo = repository()
    const key = { path: 'zz/mismatch', asset: 'BTC', resolution: '24h' } as const
    await expect(
      repo.replace(key, { t: Float64Array.of(jan1), v: Float64Array.of() }),
    ).rejects.toThrow(/as many values \(0\) as timestamps \(1\)/)
    expect(await repo.read(key)).toBeUndefined()
  })
})
