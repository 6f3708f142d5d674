import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { assetSchema } from '@/core/api/assets'
import { dataPointSchema, metricDescriptorSchema, seriesColumnsSchema } from '@/core/api/metrics'
import { metricMetadataSchema } from '@/core/api/metricsMetadata'
import { createDemoSource } from '../demo/demoSource'
import { allowEveryCaller } from '../metrics/authorize'
import { buildTestApp, type TestApp } from '../testing/testApp'

/*
 * The whole demo catalog through the real API: every metric's answer, in both JSON forms, must
 * parse with the src/core schemas the app reads them with. Access is open here (gating has tests
 * of its own), and the clock is pinned so the 10-minute step does not move mid-run.
 */
const nowMs = Date.UTC(2026, 10, 20, 12, 3)
const monthAgo = Math.floor(nowMs / 1000) - 30 * 86_400

describe('the demo catalog through the API', () => {
  let test: TestApp
  const source = createDemoSource()

  beforeAll(async () => {
    test = await buildTestApp(
      {},
      { metricSource: source, clock: () => nowMs, metricAccess: allowEveryCaller },
    )
  })
  afterAll(() => test.close())

  const get = async (url: string) => {
    const res = await test.app.inject({ url })
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200)
    expect(res.headers['x-data-source']).toBe('demo')
    return res.json() as unknown
  }

  it('lists assets and descriptors in their contract shapes', async () => {
    const assets = z.array(assetSchema.strict()).parse(await get('/v1/metrics/assets'))
    expect(assets.length).toBeGreaterThanOrEqual(25)
    const descriptors = z
      .array(metricDescriptorSchema.strict())
      .parse(await get('/v1/metrics/endpoints'))
    expect(descriptors.map((d) => d.path)).toEqual(source.descriptors().map((d) => d.path))
  })

  it('answers every metric, as JSON points and as columns, in the contract shapes', async () => {
    for (const descriptor of source.descriptors()) {
      const asset = descriptor.assets[0] ?? 'BTC'
      const interval = descriptor.resolutions.includes('24h') ? '24h' : descriptor.resolutions[0]
      const base = `/v1/metrics/${descriptor.path}?a=${asset}&i=${interval}&s=${monthAgo}`
      const points = z.array(dataPointSchema).parse(await get(base))
      const columns = seriesColumnsSchema.parse(await get(`${base}&f=columns`))
      expect(columns.t, descriptor.path).toEqual(points.map((point) => point.t))
      expect(points.length, descriptor.path).toBeGreaterThan(0)
      const kind = 'v' in columns ? 'value' : 'o' in columns ? 'object' : 'document'
      expect(kind, descriptor.path).toBe(descriptor.shape)
    }
  })

  it('describes every metric by code', async () => {
    for (const descriptor of source.descriptors()) {
      const metadata = metricMetadataSchema.parse(
        await get(`/v1/metadata/metric?code=${descriptor.code}`),
      )
      expect(metadata.path).toBe(descriptor.path)
    }
  })
})
