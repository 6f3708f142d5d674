import { describe, expect, it } from 'vitest'
import { annotationRules } from '@/core/charts/annotations'
import { catalogMetrics } from './catalog'

// The chart annotations (src/core/charts/annotations.ts) are keyed by catalog path and code:
// a renamed demo metric must not silently lose its zones.
describe('chart annotations and the demo catalog', () => {
  const catalog = catalogMetrics()
  const codeByPath = new Map(catalog.map((metric) => [metric.path, metric.metricCode]))

  it('name demo metrics by their real path and code', () => {
    for (const rule of annotationRules.filter((r) => r.inDemoCatalog)) {
      expect(rule.paths.map((path) => codeByPath.get(path))).toEqual(rule.codes)
    }
  })

  it('key the rest by paths the demo does not have yet', () => {
    for (const rule of annotationRules.filter((r) => !r.inDemoCatalog)) {
      for (const path of rule.paths) expect(codeByPath.has(path), path).toBe(false)
    }
  })
})
