import type { Addon } from './api/user'
import { upgradeMessage } from './metricAccess'
import { planLabel, plans, type Plan } from './plans'

/*
 * How many alerts an account keeps (app.md section 3, limit type ALERT_LIMIT). Shared by the
 * server (the 403 of POST /v1/alerts/create) and the app (the "3 of 3 alerts" counter and the
 * upgrade prompt), so both draw the line in the same place. Guests have no account, so no
 * alerts; each paid plan keeps several times what the one below it does.
 */
export const alertLimits: Readonly<Record<Plan, number>> = {
  guest: 0,
  standard: 3,
  advanced: 20,
  professional: 100,
  professional_ml: 100,
}

/**
 * Alerts the ALERT_LIMIT add-ons bought on top of the plan. An add-on's `limit` is extra
 * alerts ("+50 alerts"), added to whatever the plan keeps, so buying one always raises the
 * limit and a plan change keeps what was bought.
 */
export function addonAlerts(addons: readonly Addon[]): number {
  return addons.reduce((sum, addon) => (addon.type === 'ALERT_LIMIT' ? sum + addon.limit : sum), 0)
}

/** How many alerts an account on `plan` with `addons` keeps. */
export function alertLimit(plan: Plan, addons: readonly Addon[]): number {
  return alertLimits[plan] + addonAlerts(addons)
}

/**
 * The plans on which an account with `addons` and `used` alerts may add one more, ascending (a
 * 403's `allowed_plans`). Empty when no plan has room: the answer is then to delete one.
 */
export function plansWithRoomForAlert(used: number, addons: readonly Addon[]): Plan[] {
  return plans.filter((plan) => alertLimit(plan, addons) > used)
}

/** The 403 message when the account is at its limit, with the plan to upgrade to if any. */
export function alertLimitMessage(plan: Plan, limit: number, allowed: readonly Plan[]): string {
  const kept = `Your ${planLabel(plan)} plan keeps ${limit} alert${limit === 1 ? '' : 's'}`
  const next = allowed[0]
  return next === undefined
    ? `${kept}: delete one to add another.`
    : `${kept}. ${upgradeMessage(next)}`
}
