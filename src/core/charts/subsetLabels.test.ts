import { describe, expect, it } from 'vitest'
import {
  knownSubsetLabel,
  parameterLabel,
  readableKey,
  subsetDictionaryOf,
  subsetLabel,
  subsetLabels,
} from './subsetLabels'

describe('subset labels', () => {
  it('labels the keys users met raw in legends and tooltips', () => {
    expect(subsetLabel('1d_1w')).toBe('1 day – 1 week')
    expect(subsetLabel('deep_itm')).toBe('Deep ITM')
    expect(subsetLabel('binance')).toBe('Binance')
    expect(subsetLabel('retained_more')).toBe('Retained, balance up')
  })

  it('reads a key with its siblings, so one metric takes one dictionary', () => {
    expect(subsetLabels(['o', 'h', 'l', 'c'])).toEqual({
      o: 'Open',
      h: 'High',
      l: 'Low',
      c: 'Close',
    })
    expect(subsetLabels(['h', 'v', 'l'])).toEqual({
      h: 'Upper band',
      v: 'Average',
      l: 'Lower band',
    })
    expect(subsetDictionaryOf(['aggregated', 'weekly', 'short'])?.name).toBe('maturities')
    expect(subsetLabel('aggregated', ['aggregated', 'weekly', 'long'])).toBe('All maturities')
  })

  it('labels parameter values from the parameter’s own dictionary', () => {
    expect(parameterLabel('e', 'aggregated')).toBe('All exchanges')
    expect(parameterLabel('miner', 'aggregated')).toBe('All miners')
    expect(parameterLabel('period', '24h')).toBe('24 hours')
    expect(subsetLabel('24h')).toBe('Under 1 day')
    expect(parameterLabel('to_exchange', 'okx')).toBe('OKX')
  })

  it('makes unknown snake_case keys readable and leaves names alone', () => {
    expect(subsetLabel('new_venue_x')).toBe('New venue x')
    expect(readableKey('upbit')).toBe('Upbit')
    expect(readableKey('XYZ')).toBe('XYZ')
    expect(readableKey('0.5%')).toBe('0.5%')
    expect(parameterLabel('e', 'upbit')).toBe('Upbit')
  })

  it('knows no key from the object prototype', () => {
    expect(knownSubsetLabel('constructor')).toBeUndefined()
    expect(knownSubsetLabel('toString', ['toString'])).toBeUndefined()
    expect(parameterLabel('e', 'constructor')).toBe('Constructor')
  })
})
