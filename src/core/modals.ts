/** Modals opened through the `modal` query parameter (app.md section 2, "Modals"). */
export const modalNames = [
  'upgrade',
  'contactSalesForm',
  'sessionExpired',
  'dashboardAddMetric',
  'dashboardAddFavorite',
  'dashboardClone',
  'dashboardAddVideo',
  'dashboardEditVideo',
  'workbenchAddMetric',
  'workbenchEditFormula',
] as const
export type ModalName = (typeof modalNames)[number]

/** The only upgradePlan values the upgrade modal accepts. */
export const upgradeModalPlans = ['api', 'advanced', 'professional'] as const
export type UpgradeModalPlan = (typeof upgradeModalPlans)[number]

const upgradeModalTitles: Record<UpgradeModalPlan, string> = {
  api: 'Get API Access',
  advanced: 'Upgrade to Advanced',
  // Professional is sold by the sales team, so its modal is a contact form.
  professional: 'Contact us',
}

export type UpgradeModalResolution =
  { redirectToPricing: false; plan: UpgradeModalPlan; title: string } | { redirectToPricing: true }

function isUpgradeModalPlan(value: string): value is UpgradeModalPlan {
  return (upgradeModalPlans as readonly string[]).includes(value)
}

/**
 * What `?modal=upgrade&upgradePlan=...` shows: a titled modal for api / advanced / professional;
 * any other or missing plan sends the user to the pricing page instead.
 */
export function resolveUpgradeModal(
  upgradePlan: string | null | undefined,
): UpgradeModalResolution {
  const plan = upgradePlan?.trim().toLowerCase()
  if (plan === undefined || !isUpgradeModalPlan(plan)) return { redirectToPricing: true }
  return { redirectToPricing: false, plan, title: upgradeModalTitles[plan] }
}

export const contactSalesModal = { title: 'Contact Sales', width: 620 } as const

/** Shown only while the user is not authenticated (after the server revoked the session). */
export const sessionExpiredModal = {
  title: 'Your session has expired',
  text: 'Please log in again to continue.',
} as const
