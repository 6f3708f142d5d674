import { describe, expect, it } from 'vitest'
import type { DashboardDocument } from '@/core/api/dashboards'
import { dashboardStarTarget } from './dashboardStarTarget'

const base: DashboardDocument = {
  uuid: '44444444-4444-4444-8444-444444444444',
  slug: null,
  categoryUuid: 'uncategorized',
  type: 'user',
  data: { configs: [], layouts: [], meta: { name: 'Flows board', asset: 'ETH', slug: null } },
  isOwner: true,
  isPreset: false,
  version: 1,
  createdAt: 1,
  updatedAt: 1,
}
const preset: DashboardDocument = {
  ...base,
  slug: 'asset-overview',
  isPreset: true,
  isOwner: false,
  data: { ...base.data, meta: { name: 'Asset overview', asset: 'BTC', slug: 'asset-overview' } },
}

describe('dashboardStarTarget', () => {
  it('keeps a user dashboard by its uuid, whatever asset it shows', () => {
    expect(dashboardStarTarget(base, 'SOL')).toEqual({
      configType: 'dashboard',
      meta: { uuid: base.uuid },
      name: 'Flows board',
    })
  })

  it('keeps a preset by slug with the asset it was opened for, else its own', () => {
    expect(dashboardStarTarget(preset, 'ETH').meta).toEqual({
      slug: 'asset-overview',
      asset: 'ETH',
    })
    expect(dashboardStarTarget(preset, undefined).meta).toEqual({
      slug: 'asset-overview',
      asset: 'BTC',
    })
  })
})
