const hour = 3_600_000

/**
 * Real time moved back to one second past the last full hour. Rate limits count in fixed windows
 * (15 minutes, an hour) aligned on the epoch, so a test that fills one to its limit would fail
 * whenever its requests happened to straddle a window's end; on this clock they never do.
 */
export function windowAlignedClock(): () => number {
  const now = Date.now()
  const shift = now - (Math.floor(now / hour) * hour + 1_000)
  return () => Date.now() - shift
}
