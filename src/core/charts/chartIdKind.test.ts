import { describe, expect, it } from 'vitest'
import { chartIdKind } from './chartIdKind'

const presets = ['mvrv-vs-price', 'hash-ribbons']

describe('chartIdKind', () => {
  it('opens a uuid as a saved chart without waiting for anything', () => {
    expect(chartIdKind('0b0c6a5e-52a8-4a87-9f66-0d5f4d5d1c2a', undefined)).toBe('saved')
    expect(chartIdKind('FDF55C64-160B-4B7E-84D3-8C4EB00EB452', presets)).toBe('saved')
  })

  it('opens a metric code as a metric chart without waiting for the presets', () => {
    expect(chartIdKind('AddressesActiveCount', undefined)).toBe('metric')
    expect(chartIdKind('price_usd_close', undefined)).toBe('metric')
  })

  it('tells a starter workbench slug from a metric slug by the presets', () => {
    expect(chartIdKind('mvrv-vs-price', undefined)).toBe('pending')
    expect(chartIdKind('mvrv-vs-price', presets)).toBe('saved')
    expect(chartIdKind('mvrv', presets)).toBe('metric')
    expect(chartIdKind('mvrv', [])).toBe('metric')
  })
})
