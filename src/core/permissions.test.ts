import { describe, expect, it } from 'vitest'
import { plans } from './plans'
import {
  chartUpgradePrompt,
  canDownload,
  canEditChart,
  canSaveDashboard,
  canUseChatMcp,
  dashboardGateMessage,
  forbiddenText,
  showInSearch,
  showInSidebar,
  sidebarUpgradePrompt,
} from './permissions'

describe('sidebar and search visibility', () => {
  it('leaves professional-only and tier 3 items out of an Advanced sidebar only', () => {
    const tier3 = { tier: 3 as const }
    const proProduct = { tier: 2 as const, products: ['professional' as const] }
    const mlProduct = { tier: 1 as const, products: ['professional_ml' as const] }
    const advancedItem = { tier: 2 as const, products: ['advanced' as const] }
    expect(showInSidebar('advanced', tier3)).toBe(false)
    expect(showInSidebar('advanced', proProduct)).toBe(false)
    expect(showInSidebar('advanced', mlProduct)).toBe(false)
    expect(showInSidebar('advanced', advancedItem)).toBe(true)
    for (const plan of plans.filter((p) => p !== 'advanced')) {
      expect(
        [tier3, proProduct, mlProduct, advancedItem].every((i) => showInSidebar(plan, i)),
      ).toBe(true)
    }
  })

  it('hides tier 3 from search for Advanced users only', () => {
    expect(showInSearch('advanced', 3)).toBe(false)
    expect(showInSearch('advanced', 2.1)).toBe(true)
    expect(plans.filter((p) => !showInSearch(p, 3))).toEqual(['advanced'])
  })
})

describe('upgrade prompts and gate messages', () => {
  it('prompts Standard to Advanced and Advanced to Professional, nobody else', () => {
    expect(sidebarUpgradePrompt('standard')).toEqual({
      text: 'Get access to T2 metrics on the advanced plan',
      upgradePlan: 'advanced',
    })
    expect(sidebarUpgradePrompt('advanced')).toEqual({
      text: 'More charts available on a professional plan',
      upgradePlan: 'professional',
    })
    for (const plan of ['guest', 'professional', 'professional_ml'] as const) {
      expect(sidebarUpgradePrompt(plan)).toBeUndefined()
    }
  })

  it('words the dashboard gate by the lowest plan that opens it', () => {
    expect(dashboardGateMessage(['professional_ml'])).toBe(
      'Please reach out to our sales team to gain access to this dashboard',
    )
    expect(dashboardGateMessage(['professional', 'standard'])).toBe(
      'Log in or sign up to view this dashboard',
    )
    expect(dashboardGateMessage(['professional', 'advanced'])).toBe(
      'Upgrade to the Advanced plan to view this dashboard',
    )
    expect(dashboardGateMessage(undefined)).toBe(
      "Get unlimited access to the product's market-leading intelligence platform",
    )
    expect(dashboardGateMessage([])).toBe(dashboardGateMessage(undefined))
  })

  it('names the plan in a forbidden text when one is known', () => {
    expect(forbiddenText('professional')).toBe(
      'Forbidden: Please upgrade to the Professional plan.',
    )
    expect(forbiddenText(undefined)).toBe('Forbidden')
    expect(forbiddenText('guest')).toBe('Forbidden')
  })
})

describe('editing, saving and downloads', () => {
  it('lets only signed-in users edit charts', () => {
    expect(plans.filter(canEditChart)).toEqual([
      'standard',
      'advanced',
      'professional',
      'professional_ml',
    ])
  })

  it('saves a dashboard only for its owner, never a preset', () => {
    const own = { ownerUuid: 'u1', preset: false }
    expect(canSaveDashboard(own, 'u1')).toBe(true)
    expect(canSaveDashboard(own, 'u2')).toBe(false)
    expect(canSaveDashboard(own, undefined)).toBe(false)
    expect(canSaveDashboard({ ownerUuid: 'u1', preset: true }, 'u1')).toBe(false)
    expect(canSaveDashboard({ ownerUuid: null, preset: true }, undefined)).toBe(false)
  })

  it('follows allowDownloads, and gives chat MCP tools to Professional with the flag', () => {
    expect(canDownload({ allowDownloads: true })).toBe(true)
    expect(canDownload({ allowDownloads: false })).toBe(false)
    expect(canDownload(null)).toBe(false)
    expect(canUseChatMcp('professional', true)).toBe(true)
    expect(canUseChatMcp('professional_ml', true)).toBe(true)
    expect(canUseChatMcp('professional', false)).toBe(false)
    expect(canUseChatMcp('advanced', true)).toBe(false)
  })
})

describe('chartUpgradePrompt', () => {
  it('prompts a guest on a tier 1 chart that offers an upgrade, and nobody else', () => {
    expect(chartUpgradePrompt('guest', { tier: 1, upgradeOption: true })).toEqual({
      text: 'Get access to T2 metrics on the advanced plan',
      upgradePlan: 'advanced',
    })
    expect(chartUpgradePrompt('guest', { tier: 1, upgradeOption: false })).toBeUndefined()
    expect(chartUpgradePrompt('guest', { tier: 2, upgradeOption: true })).toBeUndefined()
    expect(chartUpgradePrompt('standard', { tier: 1, upgradeOption: true })).toBeUndefined()
  })
})
