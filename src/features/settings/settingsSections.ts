/** The settings pages (app.md section 2: /settings/{slug}) and their tab labels. */
export const settingsSections = {
  account: 'Account',
  api: 'API',
  billing: 'Billing',
  notifications: 'Notifications',
} as const
export type SettingsSlug = keyof typeof settingsSections

export function isSettingsSlug(slug: string): slug is SettingsSlug {
  return Object.hasOwn(settingsSections, slug)
}
