import { describe, expect, it } from 'vitest'
import type { ImportedSeriesInfo } from '../../repositories/importedSeriesRepository'
import { fakeAssets, fakeDescriptors } from '../testing/fakeMetricSource'
import { mergeAssets, mergeDescriptors } from './importedCatalog'

function info(path: string, asset: string, resolution: ImportedSeriesInfo['resolution']) {
  return { path, asset, resolution, pointCount: 1, firstT: 1_704_100_000, lastT: 0, importedAt: 1 }
}

describe('mergeDescriptors', () => {
  it('returns the base descriptors themselves when nothing is imported', () => {
    const merged = mergeDescriptors(fakeDescriptors, [])
    expect(merged).toEqual(fakeDescriptors)
    merged.forEach((descriptor, i) => expect(descriptor).toBe(fakeDescriptors[i]))
  })

  it('adds imported assets after the base ones and intervals in their canonical order', () => {
    const merged = mergeDescriptors(fakeDescriptors, [
      info('addresses/active_count', 'SOL', '10m'),
      info('addresses/active_count', 'BTC', '1h'),
      info('addresses/active_count', 'SOL', '24h'),
    ])
    const active = merged.find((d) => d.path === 'addresses/active_count')
    expect(active?.assets).toEqual(['BTC', 'ETH', 'SOL'])
    expect(active?.resolutions).toEqual(['10m', '1h', '24h', '1w', '1month'])
    expect(fakeDescriptors[0]?.resolutions).toEqual(['24h', '1w', '1month'])
  })

  it('appends new paths sorted by path', () => {
    const merged = mergeDescriptors(fakeDescriptors, [
      info('zeta/b_metric', 'BTC', '1w'),
      info('alpha/a_metric', 'BTC', '24h'),
    ])
    expect(merged.map((d) => d.path).slice(fakeDescriptors.length)).toEqual([
      'alpha/a_metric',
      'zeta/b_metric',
    ])
    expect(merged.at(-1)).toMatchObject({
      code: 'ZetaBMetric',
      name: 'B Metric',
      resolutions: ['1w'],
    })
  })
})

describe('mergeAssets', () => {
  it('adds each unknown symbol once, its genesis the UTC midnight of its first point', () => {
    const merged = mergeAssets(fakeAssets, [
      info('a/b', 'BTC', '24h'),
      { ...info('a/b', 'DOGE', '24h'), firstT: 1_704_200_000 },
      info('a/c', 'DOGE', '1h'),
    ])
    expect(merged.map((asset) => asset.symbol)).toEqual(['BTC', 'ETH', 'SOL', 'DOGE'])
    // 1_704_100_000 is 2024-01-01T09:06:40Z.
    expect(merged.at(-1)).toMatchObject({ symbol: 'DOGE', name: 'DOGE', genesis: 1_704_067_200 })
  })
})
