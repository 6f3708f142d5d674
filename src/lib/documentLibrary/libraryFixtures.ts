import type { ChartDocument, ChartSummary, UdmCategory } from '@/core/api/udm'
import type { DashboardCategory, DashboardDocument, DashboardSummary } from '@/core/api/dashboards'

/* Test data for the document libraries' tests, My charts and My dashboards (tests only). */

/** Two categories of the user's, for either library. */
export const categoryUuids = {
  macro: '1a2b3c4d-0000-4000-8000-000000000001',
  onchain: '1a2b3c4d-0000-4000-8000-000000000002',
} as const

let next = 0
/** A uuid no other fixture has, under a prefix that says what it names. */
function nextUuid(prefix: string): string {
  next += 1
  return `${prefix}-0000-4000-8000-${String(next).padStart(12, '0')}`
}

export function chartCategory(name: string, uuid: string, chartCount = 0): UdmCategory {
  return { uuid, name, chartCount, version: 1, createdAt: 1, updatedAt: 1 }
}

export function chartSummary(name: string, overrides: Partial<ChartSummary> = {}): ChartSummary {
  return {
    uuid: nextUuid('5e0c0000'),
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

export function dashboardCategory(
  name: string,
  uuid: string,
  items: string[] = [],
): DashboardCategory {
  return { uuid, name, items, isDefault: false, version: 1, createdAt: 1, updatedAt: 1 }
}

/** The dashboards' default category, as GET /v1/dashboards/categories lists it first. */
export const defaultDashboardCategory: DashboardCategory = {
  uuid: 'uncategorized',
  name: 'uncategorized',
  items: [],
  isDefault: true,
  version: 1,
  createdAt: 1,
  updatedAt: 1,
}

export function dashboardSummary(
  name: string,
  overrides: Partial<DashboardSummary> = {},
): DashboardSummary {
  return {
    uuid: nextUuid('6d000000'),
    slug: null,
    categoryUuid: 'uncategorized',
    type: 'user',
    isPreset: false,
    version: 1,
    createdAt: 1,
    updatedAt: 1,
    meta: { name, asset: 'BTC', slug: null },
    itemCount: 0,
    assets: [],
    ...overrides,
  }
}

export function dashboardDocument(overrides: Partial<DashboardDocument> = {}): DashboardDocument {
  return {
    uuid: '7e000000-0000-4000-8000-000000000001',
    slug: null,
    categoryUuid: 'uncategorized',
    type: 'user',
    data: { configs: [], layouts: [], meta: { name: 'Miners', asset: 'BTC', slug: null } },
    isOwner: true,
    isPreset: false,
    version: 3,
    createdAt: 1,
    updatedAt: 2,
    ...overrides,
  }
}
