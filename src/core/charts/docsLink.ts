/**
 * Where the app's API reference (/docs/api, Swagger UI over the server's OpenAPI document) shows
 * the endpoint that serves every metric's series, GET /v1/metrics/{group}/{metric}: Swagger UI's
 * deep link `#/{tag}/{operationId}`, which opens and scrolls to that operation. The tag is the
 * route's group in the document (`metrics`) and the operation id the one its contract declares
 * (server/routeSchemas/metricSchemas.ts; server/openapi/metricDocsAnchor.test.ts holds them
 * together).
 */
export const metricSeriesOperation = { tag: 'metrics', operationId: 'getMetricSeries' } as const

/**
 * "API docs for this metric" (app.md section 2): the API reference at the series endpoint, the
 * one operation every metric and its point-in-time variant are read through.
 */
export function metricDocsPath(): string {
  return `/docs/api#/${metricSeriesOperation.tag}/${metricSeriesOperation.operationId}`
}
