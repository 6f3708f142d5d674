/*
 * The texts a chart shows instead of its series (charts.md sections 5 and 8). A forbidden
 * answer's text is permissions.ts's forbiddenText; the rest is here.
 */

export const emptyStateText = 'No data'

export const logScaleMessage =
  "Chart contains 0 or negative data points. They can't be displayed in log scale."

/** Whether log scale would have to drop points: any value <= 0. Gaps (NaN) do not count. */
export function hasNonPositive(values: Float64Array): boolean {
  for (const value of values) if (value <= 0) return true
  return false
}

/**
 * How the server says an asset is wrong for a chart. The CMS answers `Chart {id} is not
 * available for asset {asset}` and `Unknown asset: {asset}` (server/routes/cmsRoutes.ts); the
 * metrics API `parameter a={asset} is invalid, allowed values: …` (core/api/metricsQuery.ts).
 * `a must be one of …`, an enum-style wording no route here uses today, is matched as well.
 */
const invalidAssetPatterns = [
  /^Chart \S+ is not available for asset /,
  /^Unknown asset: /i,
  /^parameter a=.* is invalid, allowed values:/,
  /^(parameter )?a must be one of /,
]

/** The wordings that go on to list every allowed value (metricsQuery.ts, server config). */
const allowedValuesPattern = /allowed values:|must be one of /

/**
 * Longer than this, a list of allowed values no longer fits the chart's error line; shorter ones
 * ("… allowed values: native, usd") stay whole because the choices are useful to read.
 */
export const allowedValuesMaxLength = 80

/** The 404 of GET /cms/charts/{id}/{asset} when no metric has that id (rather than the asset). */
export function unknownChartMessage(id: string): string {
  return `Unknown chart: ${id}`
}

/** Whether a chart page's 404 says the id names no metric (a workbench preset's slug may). */
export function isUnknownChart(message: string, id: string): boolean {
  return message === unknownChartMessage(id)
}

/**
 * The error line of a chart. An invalid-asset refusal becomes 'This chart is not available for
 * "{asset}".'; a long "allowed values" message is cut to its first comma-separated segment
 * ("parameter i=10m is invalid"); any other message is shown as it is, and none as "Error".
 */
export function chartErrorText(message: string | undefined, asset: string): string {
  const text = message?.trim() ?? ''
  if (text === '') return 'Error'
  if (invalidAssetPatterns.some((pattern) => pattern.test(text))) {
    return `This chart is not available for "${asset}".`
  }
  if (allowedValuesPattern.test(text) && text.length > allowedValuesMaxLength) {
    return (text.split(',')[0] as string).trim()
  }
  return text
}
