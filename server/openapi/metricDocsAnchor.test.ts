import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { metricDocsPath, metricSeriesOperation } from '@/core/charts/docsLink'
import { createDemoSource } from '../demo/demoSource'
import { buildTestApp, type TestApp } from '../testing/testApp'

interface Operation {
  operationId?: string
  tags?: string[]
}

describe('the API reference anchor of "API docs for this metric"', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({}, { metricSource: createDemoSource() })
  })
  afterAll(() => test.close())

  it('names the series endpoint by the tag and operation id Swagger UI deep-links with', async () => {
    const document = (await test.app.inject('/v1/openapi.json')).json<{
      paths: Record<string, Record<string, Operation>>
    }>()
    const series = document.paths['/v1/metrics/{group}/{metric}']?.get
    expect(series?.operationId).toBe(metricSeriesOperation.operationId)
    expect(series?.tags).toEqual([metricSeriesOperation.tag])
    // Swagger UI's deep link: #/{tag}/{operationId}.
    expect(metricDocsPath()).toBe('/docs/api#/metrics/getMetricSeries')
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    )
    expect(ids.filter((id) => id === metricSeriesOperation.operationId)).toHaveLength(1)
  })
})
