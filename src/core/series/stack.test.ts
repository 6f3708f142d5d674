import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { stackColumns, stackDirectionOf, unstackedAt, type StackDirection } from './stack'

const col = (...values: number[]) => Float64Array.from(values)
const plain = (columns: Float64Array[]) => columns.map((c) => Array.from(c))

describe('stackColumns', () => {
  it('sums upward columns in order', () => {
    const out = stackColumns([col(1, 2), col(10, 20), col(100, 200)], ['up', 'up', 'up'])
    expect(plain(out)).toEqual([
      [1, 2],
      [11, 22],
      [111, 222],
    ])
  })

  it('stacks downward keys below zero, whatever sign they come with', () => {
    const out = stackColumns(
      [col(5, 6), col(2, 3), col(1, -4), col(7, 8)],
      ['up', 'down', 'down', 'up'],
    )
    expect(plain(out)).toEqual([
      [5, 6],
      [-2, -3],
      [-3, -7],
      [12, 14],
    ])
  })

  it('keeps a gap in its own column and adds nothing for it to the ones above', () => {
    const out = stackColumns([col(1, Number.NaN), col(2, 5)], ['up', 'up'])
    expect(out[0]?.[1]).toBeNaN()
    expect(plain(out)[1]).toEqual([3, 5])
  })

  it('lets a negative upward value lower the stack (net flows)', () => {
    expect(plain(stackColumns([col(4), col(-1)], ['up', 'up']))).toEqual([[4], [3]])
  })
})

describe('stackDirectionOf', () => {
  it('sends the churned lifecycle keys downward and everything else up', () => {
    expect(['churned', 'new_and_churned', 'resurrected_and_churned'].map(stackDirectionOf)).toEqual(
      ['down', 'down', 'down'],
    )
    expect(['new', 'retained_more', 'resurrected', '1y_2y'].map(stackDirectionOf)).toEqual([
      'up',
      'up',
      'up',
      'up',
    ])
  })
})

describe('unstackedAt', () => {
  it('gives back what was stacked, downward keys as their magnitude, gaps as null', () => {
    const directions: StackDirection[] = ['up', 'down', 'up', 'down', 'up']
    const raw = [col(3, Number.NaN), col(2, 1), col(Number.NaN, 4), col(5, 6), col(1, 2)]
    const stacked = stackColumns(raw, directions)
    expect(stacked.map((_, k) => unstackedAt(stacked, directions, k, 0))).toEqual([
      3,
      2,
      null,
      5,
      1,
    ])
    expect(stacked.map((_, k) => unstackedAt(stacked, directions, k, 1))).toEqual([
      null,
      1,
      4,
      6,
      2,
    ])
  })

  it('round-trips any mix of keys, signs and gaps (property)', () => {
    const value = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.constant(Number.NaN),
    ) as fc.Arbitrary<number>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom<StackDirection>('up', 'down'), value), {
          minLength: 1,
          maxLength: 8,
        }),
        (keys) => {
          const directions = keys.map(([d]) => d)
          const stacked = stackColumns(
            keys.map(([, v]) => col(v)),
            directions,
          )
          keys.forEach(([direction, v], k) => {
            const back = unstackedAt(stacked, directions, k, 0)
            if (Number.isNaN(v)) expect(back).toBeNull()
            else expect(back).toBe(direction === 'down' ? Math.abs(v) : v)
          })
        },
      ),
    )
  })
})
