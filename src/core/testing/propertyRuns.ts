import fc from 'fast-check'

const defaultRuns = 100

/**
 * A property test's own number of runs, scaled like fast-check's global default (which the test
 * setup raises with PROPERTY_RUNS for longer local searches and keeps at 100 in CI).
 */
export function propertyRuns(runs: number): number {
  const globalRuns = fc.readConfigureGlobal().numRuns ?? defaultRuns
  return Math.max(1, Math.round((runs * globalRuns) / defaultRuns))
}
