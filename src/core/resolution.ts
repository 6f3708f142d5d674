/** Data resolutions in ascending order (app.md section 3, "Enumerations"). */
export const resolutions = ['10m', '1h', '24h', '1w', '1month'] as const
export type Resolution = (typeof resolutions)[number]

/** Resolutions finer than a day: their dates need hour and minute to tell points apart. */
export const intradayResolutions: readonly Resolution[] = ['10m', '1h']

export function isIntraday(resolution: Resolution | undefined): boolean {
  return resolution !== undefined && intradayResolutions.includes(resolution)
}
