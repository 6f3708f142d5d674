import { describe, expect, it } from 'vitest'
import { fractalNoise, hashUnit, mulberry32, noiseKey, valueNoise } from './random'

describe('random', () => {
  it('mulberry32 repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed))
    expect(draw(1)).toEqual(draw(1))
    expect(draw(1)).not.toEqual(draw(2))
    for (const x of draw(3)) expect(x).toBeGreaterThanOrEqual(0)
  })

  it('hashes to pinned values, so every machine computes the same dataset', () => {
    // Integer hashing only: these numbers must never change without a deliberate decision.
    expect(noiseKey(20090103, 'BTC', 'price/daily')).toBe(1341172658)
    expect(hashUnit(12345, 678)).toBe(0.5216149059124291)
    expect(noiseKey(1, 'BTC', 'a')).not.toBe(noiseKey(1, 'ETH', 'a'))
    expect(noiseKey(1, 'BTC', 'a')).not.toBe(noiseKey(2, 'BTC', 'a'))
  })

  it('value noise stays within [-1, 1], is continuous and averages near zero', () => {
    const key = noiseKey(7, 'BTC', 'test')
    let sum = 0
    let previous = valueNoise(key, 0)
    for (let i = 1; i <= 20000; i++) {
      const x = i / 10
      const value = valueNoise(key, x)
      expect(Math.abs(value)).toBeLessThanOrEqual(1)
      expect(Math.abs(value - previous)).toBeLessThan(0.31)
      previous = value
      sum += fractalNoise(key, x, [
        [16, 0.5],
        [1, 0.5],
      ])
    }
    expect(Math.abs(sum / 20000)).toBeLessThan(0.1)
  })
})
