import { afterEach, describe, expect, it } from 'vitest'
import { chartDocumentSchema, presetPageSchema, presetsPageSize } from '@/core/api/udm'
import { catalogMetrics } from '../demo/catalog'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { udmClient } from '../testing/udmFixtures'
import { workbenchPresets } from '../udm/presets'

const origin = 'http://studio.test'

describe('workbench presets (/v1/udm/presets)', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))

  it('draws real metrics of the demo catalog on assets that have them', () => {
    const catalog = new Map(catalogMetrics().map((metric) => [metric.metricCode, metric]))
    expect(workbenchPresets.length).toBeGreaterThanOrEqual(5)
    for (const preset of workbenchPresets) {
      for (const item of preset.items) {
        if (item.configType !== 'metric') continue
        const metric = catalog.get(item.meta.metricCode)
        expect(metric, `${preset.slug}: ${item.meta.metricCode}`).toBeDefined()
        expect(metric?.metricAssets).toContain(item.meta.asset)
        expect(metric?.studioMetricConfig.workbench).toBe(true)
      }
      // Every formula reads items the preset has.
      const refs = new Set(preset.items.map((item) => item.extra.ref))
      for (const item of preset.items) {
        if (item.configType !== 'formula') continue
        for (const ref of item.meta.content.match(/\b[mf]\d+\b/g) ?? []) expect(refs).toContain(ref)
      }
    }
    const names = workbenchPresets.map((preset) => preset.name)
    expect(names).toContain('MVRV vs price')
    expect(names).toContain('Exchange net flow 30d SMA')
  })

  it('lists every preset in one page of 500 for anyone, and pages smaller sizes', async () => {
    const t = await build()
    const page = await t.app.inject({ url: `/v1/udm/presets?page_size=${presetsPageSize}` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('public, max-age=60')
    const body = presetPageSchema.parse(page.json())
    expect(body.data).toEqual(workbenchPresets)
    expect(body.meta.pagination).toEqual({
      page: 1,
      pageSize: 500,
      pageCount: 1,
      total: workbenchPresets.length,
    })
    expect(body.data.every((preset) => preset.isPreset && !preset.isOwner)).toBe(true)

    const second = presetPageSchema.parse(
      (await t.app.inject({ url: '/v1/udm/presets?page=2&page_size=2' })).json(),
    )
    expect(second.data).toEqual(workbenchPresets.slice(2, 4))
    expect(second.meta.pagination.pageCount).toBe(Math.ceil(workbenchPresets.length / 2))

    const tooBig = await t.app.inject({ url: '/v1/udm/presets?page_size=501' })
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json<{ message: string }>().message).toMatch(/^page_size: /)
  })

  it('opens a preset by uuid or slug, read-only', async () => {
    const t = await build()
    const [preset] = workbenchPresets
    if (preset === undefined) throw new Error('no presets')
    const guest = udmClient(t, origin)
    const bySlug = await guest.read(preset.slug ?? '')
    expect(bySlug.statusCode).toBe(200)
    expect(bySlug.headers.etag).toBe('"v1"')
    expect(chartDocumentSchema.parse(bySlug.json())).toEqual(preset)
    expect((await guest.read(preset.uuid)).json()).toEqual(preset)

    const ada = udmClient(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    const write = await ada.update(preset.uuid, preset, { 'if-match': '"v1"' })
    expect(write.statusCode).toBe(403)
    expect(write.json()).toMatchObject({
      message: 'Workbench presets are read-only: save a copy instead',
    })
    expect((await ada.remove(preset.slug ?? '', { 'if-match': '"v1"' })).statusCode).toBe(403)

    // Saving a preset saves a copy: the read answer is a valid create body.
    const copy = await ada.create({ ...preset, name: `${preset.name} (copy)` })
    expect(copy.statusCode).toBe(201)
    expect(copy.json()).toMatchObject({ isOwner: true, isPreset: false, items: preset.items })
  })
})
