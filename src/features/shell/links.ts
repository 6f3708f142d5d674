/*
 * Where the shell's resource links lead: pages of the app (docs/architecture.md, "Routes and
 * address state"). Social profiles and mail addresses are the deployment's own and come from its
 * configuration (src/lib/config/siteLinks.ts).
 */

/** The contact form, opened on a topic. */
export const supportLink = { to: '/contact', search: { topic: 'support' } } as const
export const feedbackLink = { to: '/contact', search: { topic: 'feedback' } } as const

/** The navbar's Resources menu (app.md section 2: docs, API docs, catalog). */
export const resourcesMenu = [
  { label: 'Docs', to: '/docs' },
  { label: 'API docs', to: '/docs/api' },
  { label: 'Metric catalog', to: '/catalog' },
  { label: 'Changelog', to: '/changelog' },
] as const

/** The footer's links (app.md section 2), all pages of the app. */
export const footerLinks = [
  { label: 'Home', to: '/home' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Catalog', to: '/catalog' },
  { label: 'Insights', to: '/insights' },
  { label: 'Docs', to: '/docs' },
  { label: 'Changelog', to: '/changelog' },
  { label: 'Support', ...supportLink },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy-notice' },
  { label: 'Terms', to: '/terms-and-conditions' },
  { label: 'Impressum', to: '/impressum' },
  { label: 'Trust Center', to: '/trust-center' },
  { label: 'Cookie notice', to: '/cookie-notice' },
  { label: 'Disclaimer', to: '/bss-disclaimer' },
] as const
