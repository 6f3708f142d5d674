import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  hslToHex,
  hslToRgb,
  linePalette,
  mainMetricColor,
  neutralGrey,
  priceLineColor,
  seriesColor,
  trendScoreColor,
} from './palette'

// WCAG relative luminance and contrast, and CIE76 colour distance, for checking the palette.
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = channels(hex).map(linear)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
const lab = (hex: string) => {
  const [r = 0, g = 0, b = 0] = channels(hex).map(linear)
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047)
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b)
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)] as const
}
const distance = (a: string, b: string) => {
  const [p, q] = [lab(a), lab(b)]
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
}

describe('line palette', () => {
  const all = [...linePalette, priceLineColor]

  it('holds 9 distinct hex colours, the first for the main metric, price in grey', () => {
    expect(linePalette).toHaveLength(9)
    expect(new Set(all).size).toBe(all.length)
    for (const c of all) expect(c).toMatch(/^#[0-9a-f]{6}$/)
    expect(mainMetricColor).toBe(linePalette[0])
    expect(priceLineColor).toBe(neutralGrey)
    const [r, g, b] = channels(priceLineColor)
    expect(r === g && g === b).toBe(true)
  })

  it('reads at 3:1 or better on the light theme and on the inverted dark one', () => {
    for (const c of all) {
      expect(contrast(c, '#ffffff'), c).toBeGreaterThanOrEqual(3)
      expect(contrast(c, '#f7f8fa'), c).toBeGreaterThanOrEqual(3)
      expect(contrast(c, '#000000'), c).toBeGreaterThanOrEqual(3)
    }
  })

  it('keeps every two colours clearly apart (CIE76 distance above 25)', () => {
    all.forEach((a, i) =>
      all.slice(i + 1).forEach((b) => expect(distance(a, b)).toBeGreaterThan(25)),
    )
  })

  it('cycles by series index', () => {
    expect(seriesColor(0)).toBe(mainMetricColor)
    expect(seriesColor(1)).toBe(linePalette[1])
    expect(seriesColor(9)).toBe(linePalette[0])
    expect(seriesColor(20)).toBe(linePalette[2])
    for (const bad of [-1, 1.5, NaN]) expect(() => seriesColor(bad)).toThrow(RangeError)
  })
})

describe('hslToRgb / hslToHex', () => {
  it('converts the primaries, greys and a mid colour', () => {
    expect(hslToRgb(0, 1, 0.5)).toEqual({ r: 255, g: 0, b: 0 })
    expect(hslToRgb(120, 1, 0.5)).toEqual({ r: 0, g: 255, b: 0 })
    expect(hslToRgb(240, 1, 0.5)).toEqual({ r: 0, g: 0, b: 255 })
    expect(hslToRgb(360, 1, 0.5)).toEqual({ r: 255, g: 0, b: 0 })
    expect(hslToHex(60, 1, 0.5)).toBe('#ffff00')
    expect(hslToHex(0, 0, 0)).toBe('#000000')
    expect(hslToHex(200, 0, 1)).toBe('#ffffff')
    expect(hslToHex(0, 0, 0.5)).toBe('#808080')
    // hsl(210, 50%, 40%) is rgb(51, 102, 153) in CSS.
    expect(hslToRgb(210, 0.5, 0.4)).toEqual({ r: 51, g: 102, b: 153 })
  })

  it('refuses hue outside 0-360 and saturation or lightness outside 0-1', () => {
    for (const [h, s, l] of [
      [-1, 0.5, 0.5],
      [360.1, 0.5, 0.5],
      [NaN, 0.5, 0.5],
      [10, 1.01, 0.5],
      [10, -0.1, 0.5],
      [10, 0.5, 2],
      [10, 0.5, NaN],
    ] as const) {
      expect(() => hslToRgb(h, s, l)).toThrow(RangeError)
      expect(() => hslToHex(h, s, l)).toThrow(RangeError)
    }
  })

  it('keeps channels in 0-255 and lightness ordered like the channels sum', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (h, s, l) => {
          const { r, g, b } = hslToRgb(h, s, l)
          const inRange = [r, g, b].every((c) => Number.isInteger(c) && c >= 0 && c <= 255)
          // max + min of the channels is twice the lightness (within rounding).
          return inRange && Math.abs((Math.max(r, g, b) + Math.min(r, g, b)) / 510 - l) <= 1 / 255
        },
      ),
    )
  })
})

describe('trendScoreColor', () => {
  it('runs red at 0, yellow at 0.5, green at 1', () => {
    expect(trendScoreColor(0)).toBe(hslToHex(0, 0.7, 0.45))
    expect(trendScoreColor(0.5)).toBe(hslToHex(60, 0.7, 0.45))
    expect(trendScoreColor(1)).toBe(hslToHex(120, 0.7, 0.45))
    const [r0 = 0, g0 = 0] = channels(trendScoreColor(0))
    const [r1 = 0, g1 = 0] = channels(trendScoreColor(1))
    expect(r0).toBeGreaterThan(g0)
    expect(g1).toBeGreaterThan(r1)
  })

  it('clamps outside 0..1 and greys out a missing score', () => {
    expect(trendScoreColor(-3)).toBe(trendScoreColor(0))
    expect(trendScoreColor(7)).toBe(trendScoreColor(1))
    expect(trendScoreColor(Infinity)).toBe(trendScoreColor(1))
    expect(trendScoreColor(NaN)).toBe(neutralGrey)
  })

  it('gets greener as the score rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a < b ? [a, b] : [b, a]
          const [rLo = 0, gLo = 0] = channels(trendScoreColor(lo))
          const [rHi = 0, gHi = 0] = channels(trendScoreColor(hi))
          return gHi - rHi >= gLo - rLo
        },
      ),
    )
  })
})
