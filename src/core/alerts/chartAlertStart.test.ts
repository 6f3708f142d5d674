import { describe, expect, it } from 'vitest'
import { newFormulaItem, newMetricItem } from '../workbench/workbenchItems'
import { metricAlertStart, workbenchAlertStart, type WorkbenchAlertInput } from './chartAlertStart'

const m1 = newMetricItem(
  '00000000-0000-4000-8000-000000000001',
  { asset: 'ETH', metricCode: 'MarketMvrv', resolution: '24h' },
  [],
)
const f1 = newFormulaItem('00000000-0000-4000-8000-000000000002', 'Doubled', 'm1 * 2', [m1])
const items = [m1, f1]
const mvrv = { path: 'market/mvrv', name: 'MVRV Ratio', alerts: true }
const chartUuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'
const ownSaved = { uuid: chartUuid, isOwner: true, isPreset: false, items }

const start = (overrides: Partial<WorkbenchAlertInput>) =>
  workbenchAlertStart({
    item: m1,
    items,
    metric: mvrv,
    saved: ownSaved,
    resolution: '24h',
    ...overrides,
  })

describe('metricAlertStart', () => {
  it("starts with the chart's metric, asset and resolution, a month left to the dialog", () => {
    expect(metricAlertStart({ path: 'market/mvrv', name: 'MVRV Ratio' }, 'BTC', '1w')).toEqual({
      path: 'market/mvrv',
      asset: 'BTC',
      metricName: 'MVRV Ratio',
      resolution: '1w',
    })
    expect(metricAlertStart({ path: 'market/mvrv', name: 'MVRV' }, 'BTC', '1month')).toEqual({
      path: 'market/mvrv',
      asset: 'BTC',
      metricName: 'MVRV',
    })
  })
})

describe('workbenchAlertStart', () => {
  it("starts a metric item's alert with its metric, asset and resolution", () => {
    expect(start({ resolution: '1h' })).toEqual({
      path: 'market/mvrv',
      asset: 'ETH',
      metricName: 'MVRV Ratio',
      resolution: '1h',
    })
    // A month is no alert interval: the dialog picks its own.
    expect(start({ resolution: '1month' })).not.toHaveProperty('resolution')
  })

  it('offers no alert on a metric that has none, or before its catalog entry is read', () => {
    expect(start({ metric: { ...mvrv, alerts: false } })).toBeUndefined()
    expect(start({ metric: undefined })).toBeUndefined()
  })

  it("starts a formula item's alert on the user's own saved workbench", () => {
    expect(start({ item: f1 })).toEqual({
      source: { chartUuid, item: 'f1' },
      metricName: 'Doubled',
      resolution: '24h',
    })
  })

  it('offers no formula alert on a preset, a shared chart, an unsaved one or an unsaved edit', () => {
    expect(start({ item: f1, saved: { ...ownSaved, isPreset: true } })).toBeUndefined()
    expect(start({ item: f1, saved: { ...ownSaved, isOwner: false } })).toBeUndefined()
    expect(start({ item: f1, saved: null })).toBeUndefined()
    const edited = { ...f1, meta: { ...f1.meta, content: 'm1 * 3' } }
    expect(start({ item: edited, items: [m1, edited] })).toBeUndefined()
    const added = newFormulaItem('00000000-0000-4000-8000-000000000003', 'New', 'm1', items)
    expect(start({ item: added, items: [...items, added] })).toBeUndefined()
  })
})
