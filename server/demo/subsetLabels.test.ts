import { describe, expect, it } from 'vitest'
import { extraParameterNames, type ExtraParameterName } from '@/core/api/metricsQuery'
import { knownParameterLabel, knownSubsetLabel } from '@/core/charts/subsetLabels'
import { findProfile } from './assets'
import { DemoModel } from './model'
import type { MetricContext, MetricDefinition } from './metrics/definition'
import { metricDefinitions } from './metrics/registry'
import { testNow } from './testing'

/*
 * Every subset key the demo catalog can put in front of a user (breakdown keys, candle parts,
 * the exchanges of the futures snapshot, request parameter values) has a dictionary label
 * (src/core/charts/subsetDictionaries.ts), and that label is not the raw key unless the key
 * already reads as a name (a ticker such as USDe, a fee tier such as 0.3%).
 */

const model = new DemoModel(20090103)

/** A key made of lowercase words, digits and underscores is an identifier, not a name. */
const looksRaw = (key: string) => /^[a-z0-9_]+$/.test(key) && /[a-z]/.test(key)

function contexts(definition: MetricDefinition): MetricContext[] {
  // Every asset, with no parameters and with each parameter value on its own.
  const params: Record<string, string>[] = [
    {},
    ...Object.entries(definition.parameters ?? {}).flatMap(([name, values]) =>
      values.map((value) => ({ [name]: value })),
    ),
  ]
  return definition.assets.flatMap((asset) => {
    const profile = findProfile(asset)
    if (profile === undefined) throw new Error(`no profile for ${asset}`)
    return params.map((p) => ({ model, profile, now: testNow, params: p }))
  })
}

/** The keys of one metric's answers, as sets of siblings (keys drawn together). */
function keySets(definition: MetricDefinition): string[][] {
  if (definition.shape === 'value') return []
  return contexts(definition).flatMap((ctx): string[][] => {
    if (definition.shape === 'document') {
      const { d } = definition.documents(ctx, '24h')
      return d.flatMap((doc) => {
        const byExchange = doc.open_interest
        return byExchange && typeof byExchange === 'object' ? [Object.keys(byExchange)] : []
      })
    }
    if (definition.kind === 'candles') {
      // The API sends the candle columns (o, h, l, c) as keys beside the time.
      return [Object.keys(definition.candles(ctx, '24h')).filter((key) => key !== 't')]
    }
    return [Object.keys(definition.daily(ctx).o)]
  })
}

describe('subset labels of the demo catalog', () => {
  it('labels every key a breakdown, candle or snapshot metric produces', () => {
    const missing = new Set<string>()
    const seen = new Set<string>()
    for (const definition of metricDefinitions) {
      for (const keys of keySets(definition)) {
        for (const key of keys) {
          seen.add(key)
          const label = knownSubsetLabel(key, keys)
          if (label === undefined || (label === key && looksRaw(key))) {
            missing.add(`${definition.path}: ${key} -> ${label ?? '(none)'}`)
          }
        }
      }
    }
    // The walk reaches the keys users reported, the candles and the futures snapshot.
    for (const key of ['1d_1w', 'deep_itm', 'binance', 'retained_more', 'o', 'bitmex']) {
      expect(seen).toContain(key)
    }
    expect([...missing]).toEqual([])
  })

  it('labels every value of every request parameter', () => {
    const missing: string[] = []
    for (const definition of metricDefinitions) {
      for (const [name, values] of Object.entries(definition.parameters ?? {})) {
        expect(extraParameterNames).toContain(name)
        for (const value of values) {
          const label = knownParameterLabel(name as ExtraParameterName, value)
          if (label === undefined || (label === value && looksRaw(value))) {
            missing.push(`${definition.path}: ${name}=${value} -> ${label ?? '(none)'}`)
          }
        }
      }
    }
    expect([...new Set(missing)]).toEqual([])
  })
})
