import { productDomain } from '../brand'

/**
 * The API documentation of a metric (app.md §2): docs/basic-api/endpoints/{group}#get-v1-metrics-
 * {path}, the anchor being the endpoint path with its slash as a dash; point-in-time variants
 * are documented on one page, docs/basic-api/endpoints/pit.
 */
export function metricDocsUrl(
  metric: { group: string; path: string },
  variant: 'base' | 'pit' = 'base',
): string {
  const base = `https://docs.${productDomain}/basic-api/endpoints`
  if (variant === 'pit') return `${base}/pit`
  return `${base}/${metric.group}#get-v1-metrics-${metric.path.replace('/', '-')}`
}
