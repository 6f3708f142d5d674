import fc from 'fast-check'

/**
 * Property tests run at a fixed seed and each test's own number of runs, so CI is repeatable and
 * its time bounded: a failure seen once is seen again. For a longer search, run locally with
 * PROPERTY_RUNS=10 (ten times as many cases) from a fresh seed, or PROPERTY_SEED=n to replay one.
 */
const factor = Number(process.env.PROPERTY_RUNS ?? '1')
if (!Number.isFinite(factor) || factor <= 0) {
  throw new Error(`PROPERTY_RUNS must be a positive number, got "${process.env.PROPERTY_RUNS}"`)
}
const fixedSeed = 20_261_125
const seed =
  process.env.PROPERTY_SEED !== undefined
    ? Number(process.env.PROPERTY_SEED)
    : factor === 1
      ? fixedSeed
      : undefined

fc.configureGlobal({
  ...(seed === undefined ? {} : { seed }),
  numRuns: Math.round(100 * factor),
})
