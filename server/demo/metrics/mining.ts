import { monotoneCurve, parsePoints } from '../curve'
import { fractalNoise, type Octave } from '../random'
import type { DemoModel } from '../model'
import type { AssetProfile } from '../profile'
import type { MetricDefinition } from './definition'

/**
 * Bitcoin's hash rate (H/s) at key dates: CPUs, GPUs from mid-2010, ASICs from 2013, the dip of
 * the 2021 mining ban in China. Interpolated on a log scale; the last pace continues.
 */
const hashRate = monotoneCurve(
  parsePoints(
    '2009-01-03=4.5e6 2010-01-01=8e6 2010-07-01=2e8 2010-12-31=1e11 2011-06-15=1e13 ' +
      '2012-01-01=9e12 2013-01-01=2.5e13 2013-12-31=6e15 2014-12-31=3e17 2015-12-31=7e17 ' +
      '2016-12-31=2.2e18 2017-12-31=1.4e19 2018-08-31=5e19 2018-12-31=3.8e19 2019-12-31=1e20 ' +
      '2020-12-31=1.4e20 2021-05-10=1.8e20 2021-07-01=8.5e19 2021-12-31=1.8e20 ' +
      '2022-12-31=2.5e20 2023-12-31=5e20 2024-12-31=8e20 2025-10-06=1.1e21 2026-11-01=1.25e21',
  ).map(([day, rate]) => [day, Math.log(rate)] as const),
  'linear',
)

const hashOctaves: readonly Octave[] = [
  [1, 0.6],
  [20, 0.4],
]

/** Bitcoin's daily hash rate (H/s) on its grid. */
export function hashRates(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'hashrate', now, (grid) => {
    const key = model.key(profile.symbol, 'hashrate')
    // Daily estimates are noisy (few blocks a day); the slower wobble is miners coming and going.
    return Float64Array.from({ length: grid.n }, (_, i) => {
      const day = grid.start + i
      const noise = 0.06 * fractalNoise(key, day, hashOctaves)
      return Math.exp(hashRate(day) + noise)
    })
  })
}

export const miningMetrics: MetricDefinition[] = [
  {
    path: 'mining/hash_rate_mean',
    name: 'Hash Rate',
    tier: 2,
    description:
      'The mean number of hashes per second spent on mining, estimated from block times.',
    assets: ['BTC'],
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    aggregation: 'mean',
    daily: ({ model, profile, now }) => ({
      start: model.grid(profile, now).start,
      v: hashRates(model, profile, now),
    }),
  },
]
