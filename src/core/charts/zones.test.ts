import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { missingValue } from '../format/placeholder'
import { fearGreedLabel, fearGreedZones, nuplLabel, sentimentZones, zoneAt } from './zones'

describe('fear and greed zones', () => {
  it('run 0-25-46-54-75-100 with their labels and tones', () => {
    expect(fearGreedZones.map(({ from, to, label }) => [from, to, label])).toEqual([
      [0, 25, 'Extreme Fear'],
      [25, 46, 'Fear'],
      [46, 54, 'Neutral'],
      [54, 75, 'Greed'],
      [75, 100, 'Extreme Greed'],
    ])
    expect(fearGreedZones.map((z) => z.tone)).toEqual([
      'extremeFear',
      'fear',
      'neutral',
      'greed',
      'extremeGreed',
    ])
  })

  it('name an index value, a bound belonging to the zone above', () => {
    expect([0, 24.9, 25, 45, 46, 50, 54, 74, 75, 100].map(fearGreedLabel)).toEqual([
      'Extreme Fear',
      'Extreme Fear',
      'Fear',
      'Fear',
      'Neutral',
      'Neutral',
      'Greed',
      'Greed',
      'Extreme Greed',
      'Extreme Greed',
    ])
    expect(fearGreedLabel(Number.NaN)).toBe(missingValue)
  })
})

describe('sentiment (NUPL) zones', () => {
  it('have bounds 0, .25, .5, .75, 1 under an open Capitulation zone', () => {
    expect(sentimentZones.map(({ from, to, label }) => [from, to, label])).toEqual([
      [-Infinity, 0, 'Capitulation'],
      [0, 0.25, 'Hope-Fear'],
      [0.25, 0.5, 'Optimism-Anxiety'],
      [0.5, 0.75, 'Belief-Denial'],
      [0.75, 1, 'Euphoria-Greed'],
    ])
  })

  it('give the home page labels', () => {
    expect(nuplLabel(-0.3)).toBe('Capitulation')
    expect(nuplLabel(-0.0001)).toBe('Capitulation')
    expect(nuplLabel(0)).toBe('Hope/Fear')
    expect(nuplLabel(0.2499)).toBe('Hope/Fear')
    expect(nuplLabel(0.25)).toBe('Optimism/Anxiety')
    expect(nuplLabel(0.5)).toBe('Belief/Denial')
    expect(nuplLabel(0.74)).toBe('Belief/Denial')
    expect(nuplLabel(0.75)).toBe('Euphoria/Greed')
    expect(nuplLabel(0.99)).toBe('Euphoria/Greed')
    expect(nuplLabel(3)).toBe('Euphoria/Greed')
    expect(nuplLabel(Number.NaN)).toBe(missingValue)
  })

  it('agree with the home page rule written out', () => {
    const rule = (v: number) =>
      v < 0
        ? 'Capitulation'
        : v < 0.25
          ? 'Hope/Fear'
          : v < 0.5
            ? 'Optimism/Anxiety'
            : v < 0.75
              ? 'Belief/Denial'
              : 'Euphoria/Greed'
    fc.assert(
      fc.property(fc.double({ min: -5, max: 5, noNaN: true }), (v) => nuplLabel(v) === rule(v)),
    )
  })
})

describe('zoneAt', () => {
  it('finds the zone holding a value, contiguous zones leaving no hole', () => {
    for (const zones of [fearGreedZones, sentimentZones]) {
      zones.slice(1).forEach((zone, i) => expect(zone.from).toBe(zones[i]?.to))
      fc.assert(
        fc.property(fc.double({ min: -10, max: 200, noNaN: true }), (v) => {
          const zone = zoneAt(zones, v)
          return zone !== undefined && (v < zone.to || zone === zones.at(-1))
        }),
      )
    }
    expect(zoneAt([], 1)).toBeUndefined()
  })
})
