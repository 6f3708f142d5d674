import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { beforeAll, describe, expect, it } from 'vitest'
import { kernelNames, kernels as typescriptKernels, negateKernel } from '../../formula/kernels'
import { cumulativeMax, cumulativeMin } from '../cumulativeOperators'
import { difference, percentChange, shift } from '../laggedOperators'
import { expMovingAverage, movingAverage, movingStd, movingSum, rsi } from '../operators'
import {
  binaryInWasm,
  cumulativeExtremeInWasm,
  emaInWasm,
  laggedInWasm,
  movingStdInWasm,
  movingSumInWasm,
  rsiInWasm,
  sanitizeInWasm,
  shiftEarlierInWasm,
  unaryInWasm,
} from './kernelCalls'
import type { SeriesKernels } from './seriesKernels'
import { kernelValue, loadedSeriesKernels } from './testing/kernelTesting'

/*
 * Every WebAssembly kernel against the TypeScript it ports, bit for bit: the same series (real
 * fractions, prices, zeros, NaN and ±Infinity), the kernel over copies in the arena, the
 * TypeScript over ordinary arrays (which the kernels never serve).
 */

let kernels: SeriesKernels
beforeAll(async () => {
  kernels = await loadedSeriesKernels()
})

const series = fc.array(kernelValue, { maxLength: 200 }).map((values) => Float64Array.from(values))

/** `column` copied into the arena, and an arena column of its length for a result. */
function inArena(column: Float64Array): { values: Float64Array; out: Float64Array } {
  kernels.arena.reset(2 * column.length * 8 + 4096)
  const values = kernels.arena.copyIn(column)
  const out = kernels.arena.allocate(column.length)
  if (values === null || out === null) throw new Error('no room in the arena')
  return { values, out }
}

function expectSameBits(actual: Float64Array | null, expected: Float64Array) {
  expect(actual).not.toBeNull()
  expect([...(actual ?? [])].map((x) => (Number.isNaN(x) ? 'NaN' : x))).toEqual(
    [...expected].map((x) => (Number.isNaN(x) ? 'NaN' : x)),
  )
  // Object.is tells 0 from -0, which toEqual over numbers does not.
  for (let i = 0; i < expected.length; i += 1) {
    expect(Object.is(actual?.[i], expected[i]) || Number.isNaN(expected[i])).toBe(true)
  }
}

describe('the window kernels', () => {
  const window = fc.integer({ min: 1, max: 40 })
  const cases: Array<
    [
      string,
      (v: Float64Array, w: number, out: Float64Array) => Float64Array | null,
      (v: Float64Array, w: number) => Float64Array,
    ]
  > = [
    ['moving sum', (v, w, out) => movingSumInWasm(v, w, 1, out), movingSum],
    ['moving average', (v, w, out) => movingSumInWasm(v, w, w, out), movingAverage],
    ['moving standard deviation', (v, w, out) => movingStdInWasm(v, w, out), movingStd],
    ['exponential moving average', (v, w, out) => emaInWasm(v, w, out), expMovingAverage],
    ['RSI', (v, w, out) => rsiInWasm(v, w, out), rsi],
    ['difference', (v, w, out) => laggedInWasm(v, w, 'difference', out), difference],
    ['percent change', (v, w, out) => laggedInWasm(v, w, 'percent', out), percentChange],
    ['shift later', (v, w, out) => laggedInWasm(v, w, 'earlier', out), shift],
    ['shift earlier', (v, w, out) => shiftEarlierInWasm(v, w, out), (v, w) => shift(v, -w)],
  ]
  for (const [name, wasm, typescript] of cases) {
    it(`${name} gives what the TypeScript operator gives`, () => {
      fc.assert(
        fc.property(series, window, (column, w) => {
          // The operators answer windows longer than the series, and a standard deviation
          // over one point, with gaps before reaching a kernel.
          fc.pre(w <= column.length && (w >= 2 || !name.startsWith('moving standard')))
          const { values, out } = inArena(column)
          expectSameBits(wasm(values, w, out), typescript(column, w))
        }),
        { numRuns: propertyRuns(150) },
      )
    })
  }

  it('run over long series across exact re-sums', () => {
    const column = Float64Array.from({ length: 5000 }, (_, i) =>
      i % 97 === 0 ? Number.NaN : 1e5 + Math.sin(i / 7) * 3 + i / 1000,
    )
    for (const w of [1, 2, 30, 1500]) {
      const { values, out } = inArena(column)
      expectSameBits(movingSumInWasm(values, w, w, out), movingAverage(column, w))
      const std = inArena(column)
      if (w > 1) expectSameBits(movingStdInWasm(std.values, w, std.out), movingStd(column, w))
    }
  })

  it('write the result over the input when asked to, as the operators do', () => {
    fc.assert(
      fc.property(series, window, (column, w) => {
        fc.pre(w <= column.length)
        const { values } = inArena(column)
        expectSameBits(movingSumInWasm(values, w, 1, values), movingSum(column, w))
      }),
      { numRuns: propertyRuns(50) },
    )
  })
})

describe('the cumulative kernels', () => {
  it('give the running maximum and minimum the TypeScript operators give', () => {
    fc.assert(
      fc.property(series, (column) => {
        const max = inArena(column)
        expectSameBits(cumulativeExtremeInWasm(max.values, 1, max.out), cumulativeMax(column))
        const min = inArena(column)
        expectSameBits(cumulativeExtremeInWasm(min.values, -1, min.out), cumulativeMin(column))
      }),
      { numRuns: propertyRuns(150) },
    )
  })
})

describe('the point-by-point kernels', () => {
  const stride = fc.constantFrom<0 | 1>(0, 1)
  it('give what the arithmetic and comparison loops give, with numbers read at stride 0', () => {
    const operators = Object.keys(kernelNames) as Array<keyof typeof kernelNames>
    fc.assert(
      fc.property(
        fc.constantFrom(...operators),
        series,
        series,
        stride,
        stride,
        (operator, x, y, sx, sy) => {
          const n = Math.min(x.length, y.length)
          fc.pre(n > 0)
          kernels.arena.reset(4 * n * 8 + 4096)
          const a = sx === 1 ? kernels.arena.copyIn(x.subarray(0, n)) : Float64Array.of(x[0] ?? 0)
          const b = sy === 1 ? kernels.arena.copyIn(y.subarray(0, n)) : Float64Array.of(y[0] ?? 0)
          const out = kernels.arena.allocate(n)
          if (a === null || b === null || out === null) throw new Error('no room')
          expect(binaryInWasm(kernelNames[operator], a, sx, b, sy, out, n)).toBe(true)
          // The TypeScript loops read blocks: a number is a column filled with it.
          const full = (c: Float64Array, s: 0 | 1) =>
            s === 1 ? c.slice() : new Float64Array(n).fill(c[0] as number)
          const expected = new Float64Array(n)
          typescriptKernels[operator](full(a, sx), 0, full(b, sy), 0, expected, 0, n)
          expectSameBits(out, expected)
        },
      ),
      { numRuns: propertyRuns(300) },
    )
  })

  it('negate, take absolute values and turn what is not finite into gaps', () => {
    fc.assert(
      fc.property(series, (column) => {
        const negated = inArena(column)
        expect(unaryInWasm('neg', negated.values, negated.out)).toBe(true)
        const expected = new Float64Array(column.length)
        negateKernel(column, 0, expected, 0, column.length)
        expectSameBits(negated.out, expected)

        const absolute = inArena(column)
        expect(unaryInWasm('abs', absolute.values, absolute.out)).toBe(true)
        expectSameBits(
          absolute.out,
          column.map((x) => (Number.isFinite(x) ? Math.abs(x) : Number.NaN)),
        )

        const cleaned = inArena(column)
        expect(sanitizeInWasm(cleaned.values)).toBe(true)
        expectSameBits(
          cleaned.values,
          column.map((x) => (Number.isFinite(x) ? x : Number.NaN)),
        )
      }),
      { numRuns: propertyRuns(150) },
    )
  })
})

describe('columns outside the arena', () => {
  it('are left to the TypeScript operators', () => {
    const plain = Float64Array.of(1, 2, 3)
    const { out } = inArena(plain)
    expect(movingSumInWasm(plain, 2, 1, out)).toBeNull()
    expect(emaInWasm(plain, 2, out)).toBeNull()
    expect(unaryInWasm('abs', plain, out)).toBe(false)
    expect(binaryInWasm('add', plain, 1, plain, 1, out, 3)).toBe(false)
    // The operators still answer, in TypeScript.
    expect([...movingSum(plain, 2)]).toEqual([Number.NaN, 3, 5])
  })
})
