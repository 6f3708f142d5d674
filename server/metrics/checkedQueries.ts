import type { MetricDescriptor } from '@/core/api/metrics'
import { parseMetricsQuery, type MetricsQueryResult } from '@/core/api/metricsQuery'
import { ByteLru } from './byteLru'

/** Budget of the remembered query strings, in characters of their keys. */
export const checkedQueriesBudget = 1024 * 1024

/**
 * The outcome of checking a series query, by metric and query string: clients repeat the same
 * few queries, and the schema checks cost more than the rest of a cached answer's work
 * (docs/api.md, "Serving under load"). The outcome depends only on the query string and the
 * descriptor, so an entry counts only while the source still answers the same descriptor object
 * (an import that changes the catalog gives new ones). Failures are remembered as well.
 */
export class CheckedQueries {
  private readonly outcomes = new ByteLru<{
    descriptor: MetricDescriptor
    result: MetricsQueryResult
  }>(checkedQueriesBudget)

  check(
    path: string,
    descriptor: MetricDescriptor,
    query: unknown,
    rawQuery: string | undefined,
  ): MetricsQueryResult {
    if (rawQuery === undefined) return parseMetricsQuery(query, descriptor)
    const key = `${path}?${rawQuery}`
    const known = this.outcomes.get(key)
    if (known?.descriptor === descriptor) return known.result
    const result = parseMetricsQuery(query, descriptor)
    this.outcomes.set(key, { descriptor, result }, key.length)
    return result
  }
}
