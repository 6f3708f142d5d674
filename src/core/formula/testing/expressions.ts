import fc from 'fast-check'

/*
 * Random formulas over m1 and m2 for the property tests that compare two ways of evaluating:
 * the operators with gaps, windows and lags, unary minus and the binary operators, nested.
 */

const unary = ['abs', 'cummax', 'cummin', 'diff', 'pct_change', 'sign']
const windowed = ['sma', 'ema', 'msum', 'mstd', 'rsi', 'median']
export const expression: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('m1', 'm2'),
    fc.integer({ min: 1, max: 9 }).map(String),
    fc.tuple(fc.constantFrom(...unary), tie('node')).map(([fn, x]) => `${fn}(${x})`),
    fc
      .tuple(fc.constantFrom(...windowed), tie('node'), fc.integer({ min: 1, max: 5 }))
      .map(([fn, x, w]) => `${fn}(${x}, ${w})`),
    fc
      .tuple(fc.constantFrom('diff', 'pct_change'), tie('node'), fc.integer({ min: 1, max: 4 }))
      .map(([fn, x, lag]) => `${fn}(${x}, ${lag})`),
    fc.tuple(tie('node'), fc.integer({ min: -3, max: 3 })).map(([x, k]) => `shift(${x}, ${k})`),
    tie('node').map((x) => `-(${x})`),
    fc
      .tuple(tie('node'), fc.constantFrom('+', '-', '*', '/', '>', '<=', '=', '!='), tie('node'))
      .map(([a, op, b]) => `(${a} ${op} ${b})`),
  ),
})).node
