import type { DashboardCategory, DashboardDocument, DashboardSummary } from './libraryTypes'

/* Test data for the dashboards list's tests (imported by tests only). */

export const categoryUuids = {
  macro: '2b3c4d5e-0000-4000-8000-000000000001',
  onchain: '2b3c4d5e-0000-4000-8000-000000000002',
} as const

export function category(name: string, uuid: string, items: string[] = []): DashboardCategory {
  return { uuid, name, items, isDefault: false, version: 1, createdAt: 1, updatedAt: 1 }
}

export const defaultCategory: DashboardCategory = {
  uuid: 'uncategorized',
  name: 'uncategorized',
  items: [],
  isDefault: true,
  version: 1,
  createdAt: 1,
  updatedAt: 1,
}

let next = 0
export function summary(name: string, overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  next += 1
  return {
    uuid: `6d000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
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
