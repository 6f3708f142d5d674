import type { MetricTier } from './api/metrics'
import { upgradeMessage } from './metricAccess'
import { isAuthenticated, lowestPlan, meetsPlan, planLabel, type Plan } from './plans'

/*
 * The rules of app.md section 6 that are not about reading a metric (metricAccess.ts has those):
 * what each plan sees in the chart sidebar and search, the upgrade prompts, the dashboard gate,
 * the forbidden texts and who may edit, save or download. Pure, so the app's screens and the
 * server's answers apply the same rule.
 */

/** What a gated catalog item says about itself: its tier and the plans whose product has it. */
export interface GatedItem {
  tier: MetricTier
  products?: readonly Plan[]
}

const professionalProducts: readonly Plan[] = ['professional', 'professional_ml']

/**
 * The chart sidebar of an Advanced user leaves out what only Professional brings (a
 * professional product, or tier 3); everyone else sees every item, locked where needed.
 */
export function showInSidebar(plan: Plan, item: GatedItem): boolean {
  if (plan !== 'advanced') return true
  if (item.tier === 3) return false
  return !(item.products ?? []).some((p) => professionalProducts.includes(p))
}

/** Search hides tier 3 items from Advanced users; guests and other plans see all. */
export function showInSearch(plan: Plan, tier: MetricTier): boolean {
  return !(plan === 'advanced' && tier === 3)
}

export interface UpgradePrompt {
  text: string
  /** The pricing deep link's upgradePlan. */
  upgradePlan: 'advanced' | 'professional'
}

/** The prompt under the sidebar, with an Upgrade link to pricing; none for other plans. */
export function sidebarUpgradePrompt(plan: Plan): UpgradePrompt | undefined {
  if (plan === 'standard') {
    return { text: 'Get access to T2 metrics on the advanced plan', upgradePlan: 'advanced' }
  }
  if (plan === 'advanced') {
    return { text: 'More charts available on a professional plan', upgradePlan: 'professional' }
  }
  return undefined
}

/**
 * The prompt above a chart (app.md §6): a guest looking at a tier 1 metric whose studio config
 * offers an upgrade is pointed at the Advanced plan, where its deeper metrics are.
 */
export function chartUpgradePrompt(
  plan: Plan,
  metric: { tier: MetricTier; upgradeOption: boolean },
): UpgradePrompt | undefined {
  if (plan !== 'guest' || metric.tier !== 1 || !metric.upgradeOption) return undefined
  return { text: 'Get access to T2 metrics on the advanced plan', upgradePlan: 'advanced' }
}

/** Why a dashboard is locked, by the lowest plan that opens it (none: a general pitch). */
export function dashboardGateMessage(allowedPlans: readonly Plan[] | undefined): string {
  const required = allowedPlans === undefined ? undefined : lowestPlan(allowedPlans)
  switch (required) {
    case undefined:
      return "Get unlimited access to the product's market-leading intelligence platform"
    case 'professional_ml':
      return 'Please reach out to our sales team to gain access to this dashboard'
    case 'standard':
      return 'Log in or sign up to view this dashboard'
    default:
      return `Upgrade to the ${planLabel(required)} plan to view this dashboard`
  }
}

/** A forbidden answer's text: which plan to upgrade to when known, else plain "Forbidden". */
export function forbiddenText(requiredPlan: Plan | undefined): string {
  return requiredPlan === undefined || requiredPlan === 'guest'
    ? 'Forbidden'
    : upgradeMessage(requiredPlan)
}

/** Editing a chart (or workbench) needs a signed-in user. */
export function canEditChart(plan: Plan): boolean {
  return isAuthenticated(plan)
}

/** A dashboard is saved only by its owner, and never when it is a preset. */
export function canSaveDashboard(
  dashboard: { ownerUuid: string | null; preset: boolean },
  userUuid: string | undefined,
): boolean {
  return !dashboard.preset && userUuid !== undefined && dashboard.ownerUuid === userUuid
}

/** Downloads (CSV, images of data) follow the user's allowDownloads. */
export function canDownload(user: { allowDownloads: boolean } | null): boolean {
  return user?.allowDownloads === true
}

/** The chat's MCP tools are for Professional plans with their flag on. */
export function canUseChatMcp(plan: Plan, flagOn: boolean): boolean {
  return flagOn && meetsPlan(plan, 'professional')
}
