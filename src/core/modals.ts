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

/**
 * What the upgrade modal offers: Advanced is bought self-serve, so its modal leads into the
 * checkout; API access and Professional are arranged by the sales team.
 */
export type UpgradeModalAction = 'checkout' | 'contactSales'

export interface UpgradeModalContent {
  title: string
  text: string
  action: UpgradeModalAction
}

const upgradeModalContent: Record<UpgradeModalPlan, Omit<UpgradeModalContent, 'title'>> = {
  api: {
    text: 'API access comes with Professional plans and API add-ons. Tell us what you need and our team will set it up.',
    action: 'contactSales',
  },
  advanced: {
    text: 'Advanced unlocks up-to-date on-chain indicators and futures data for traders.',
    action: 'checkout',
  },
  professional: {
    text: 'Professional brings the most advanced features for organizations. Our team will tailor it to you.',
    action: 'contactSales',
  },
}

export type UpgradeModalResolution =
  | ({ redirectToPricing: false; plan: UpgradeModalPlan } & UpgradeModalContent)
  | { redirectToPricing: true }

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
  return {
    redirectToPricing: false,
    plan,
    title: upgradeModalTitles[plan],
    ...upgradeModalContent[plan],
  }
}

export const contactSalesModal = { title: 'Contact Sales', width: 620 } as const

/** Shown only while the user is not authenticated (after the server revoked the session). */
export const sessionExpiredModal = {
  title: 'Your session has expired',
  text: 'Please log in again to continue.',
} as const
