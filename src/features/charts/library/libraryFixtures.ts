import type { ChartDocument, ChartSummary, UdmCategory } from '@/core/api/udm'

/* Test data for the chart library's tests (imported by tests only). */

export const categoryUuids = {
  macro: '1a2b3c4d-0000-4000-8000-000000000001',
  onchain: '1a2b3c4d-0000-4000-8000-000000000002',
} as const

export function category(name: string, uuid: string, chartCount = 0): UdmCategory {
  return { uuid, name, chartCount, version: 1, createdAt: 1, updatedAt: 1 }
}

let next = 0
export function summary(name: string, overrides: Partial<ChartSummary> = {}): ChartSummary {
  next += 1
  return {
    uuid: `5e0c0000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name,
    description: '',
    configType: 'workbench',
    categoryUuid: null,
    category: null,
    isMultiAsset: false,
    itemCount: 1,
    assets: ['BTC'],
    version: 1,
    createdAt: 1,
    updatedAt: 1,
    ...overrides,
  }
}

export function chartDocument(overrides: Partial<ChartDocument> = {}): ChartDocument {
  return {
    uuid: '7d1e0000-0000-4000-8000-000000000001',
    slug: null,
    name: 'MVRV and price',
    description: 'Two lines',
    configType: 'workbench',
    categoryUuid: categoryUuids.macro,
    items: [
      {
        uuid: '7d1e0000-0000-4000-8000-0000000000a1',
        configType: 'metric',
        meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
        extra: { ref: 'm1' },
      },
    ],
    since: null,
    until: null,
    zoom: null,
    range: null,
    date: null,
    isMultiAsset: false,
    isOwner: true,
    isPreset: false,
    version: 3,
    createdAt: 1,
    updatedAt: 2,
    ...overrides,
  }
}
