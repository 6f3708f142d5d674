import { addressFlows } from './addressModel'
import { chainNoise } from './activity'
import { splitCount } from './counts'
import type { Curve } from './curve'
import { keyCurve } from './marketState'
import type { DemoModel } from './model'
import type { AssetProfile } from './profile'
import { dateToDay } from './time'
import { transactionCounts } from './metrics/transactions'

/*
 * Script types of the UTXO chains. Each type's weight follows its history (pay-to-pubkey in the
 * first years, P2SH from 2012, SegWit from August 2017, Taproot from November 2021; Bitcoin Cash
 * kept the legacy types, Litecoin adopted SegWit first). The addresses holding coins are split by
 * these weights; transactions by the same weights times how much each type is still used (old
 * pay-to-pubkey coins sit still, Taproot carries inscriptions).
 */

export const addressTypeKeys = ['p2pk', 'p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr'] as const
export type AddressType = (typeof addressTypeKeys)[number]

type TypeHistory = Partial<Record<AddressType, string>>

const histories: Readonly<Record<string, TypeHistory>> = {
  BTC: {
    p2pk: '2009-01-03=1 2011-01-01=0.3 2013-01-01=0.02 2026-11-01=0.0004',
    p2pkh: '2009-01-03=0.01 2010-06-01=1 2017-08-24=0.9 2021-01-01=0.55 2026-11-01=0.4',
    p2sh: '2012-04-01=0.001 2014-01-01=0.05 2018-01-01=0.2 2021-01-01=0.22 2026-11-01=0.12',
    p2wpkh: '2017-08-24=0.001 2019-01-01=0.05 2021-01-01=0.2 2024-01-01=0.3 2026-11-01=0.34',
    p2wsh: '2017-08-24=0.0005 2020-01-01=0.005 2026-11-01=0.01',
    p2tr: '2021-11-14=0.001 2023-06-01=0.05 2024-06-01=0.09 2026-11-01=0.12',
  },
  LTC: {
    p2pk: '2011-10-07=1 2012-06-01=0.2 2014-01-01=0.01 2026-11-01=0.001',
    p2pkh: '2011-10-07=0.01 2012-01-01=1 2017-05-10=0.9 2021-01-01=0.6 2026-11-01=0.5',
    p2sh: '2013-01-01=0.001 2016-01-01=0.03 2019-01-01=0.12 2026-11-01=0.1',
    p2wpkh: '2017-05-10=0.001 2019-01-01=0.04 2022-01-01=0.15 2026-11-01=0.3',
    p2wsh: '2017-05-10=0.0005 2026-11-01=0.004',
    p2tr: '2022-05-20=0.0005 2026-11-01=0.01',
  },
  BCH: {
    p2pk: '2017-08-01=0.01 2026-11-01=0.002',
    p2pkh: '2017-08-01=0.9 2026-11-01=0.88',
    p2sh: '2017-08-01=0.09 2026-11-01=0.1',
  },
}

/** Transactions per address of each type, relative to P2PKH. */
const usage: Record<AddressType, number> = {
  p2pk: 0.05,
  p2pkh: 0.8,
  p2sh: 1,
  p2wpkh: 1.6,
  p2wsh: 1.5,
  p2tr: 2,
}

export const addressTypeSymbols = Object.keys(histories)

const curves = new Map<string, Curve>()
/** A type's weight on a day: 0 before its first key date, then through its key points. */
function weightOf(symbol: string, type: AddressType, day: number): number {
  const points = histories[symbol]?.[type]
  if (points === undefined) return 0
  const key = `${symbol}/${type}`
  let curve = curves.get(key)
  if (curve === undefined) {
    const from = dateToDay(points.split('=')[0] ?? '2009-01-03')
    const inner = keyCurve(points)
    curve = (day) => (day < from ? 0 : inner(day))
    curves.set(key, curve)
  }
  return curve(day)
}

type ByType = Record<AddressType, Float64Array>

/** Split each day's `totals` over the types by their weights (times `factor` per type). */
function splitByType(
  model: DemoModel,
  profile: AssetProfile,
  start: number,
  totals: Float64Array,
  factor: (type: AddressType) => number,
): ByType {
  const o = Object.fromEntries(
    addressTypeKeys.map((key) => [key, new Float64Array(totals.length)]),
  ) as ByType
  totals.forEach((count, i) => {
    const day = start + i
    const weights = addressTypeKeys.map(
      (type) =>
        weightOf(profile.symbol, type, day) *
        factor(type) *
        Math.exp(0.05 * chainNoise(model, profile, `type/${type}`, day)),
    )
    splitCount(count, weights).forEach((part, k) => {
      const key = addressTypeKeys[k]
      if (key !== undefined) o[key][i] = part
    })
  })
  return o
}

/** Addresses holding coins per script type (sum = addresses/non_zero_count). */
export function addressesByType(model: DemoModel, profile: AssetProfile, now: number): ByType {
  return model.memo.get(`${profile.symbol}|addresstypes|${now}`, () =>
    splitByType(
      model,
      profile,
      model.grid(profile, now).start,
      addressFlows(model, profile, now).nonZero,
      () => 1,
    ),
  )
}

/** Transactions per script type of their inputs (sum = transactions/count). */
export function transactionsByType(model: DemoModel, profile: AssetProfile, now: number): ByType {
  return model.memo.get(`${profile.symbol}|txtypes|${now}`, () =>
    splitByType(
      model,
      profile,
      model.grid(profile, now).start,
      transactionCounts(model, profile, now),
      (type) => usage[type],
    ),
  )
}
