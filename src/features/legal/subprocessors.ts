export interface Subprocessor {
  name: string
  purpose: string
  data: string
  location: string
}

/**
 * Service providers that process personal data for this deployment. The operator keeps this list
 * current: bracketed entries are placeholders for providers each deployment chooses itself.
 */
export const subprocessors: readonly Subprocessor[] = [
  {
    name: '[Hosting provider, configured by the operator]',
    purpose: 'Servers, database and encrypted backups',
    data: 'All account and service data',
    location: '[Region, configured by the operator]',
  },
  {
    name: '[E-mail provider, configured by the operator]',
    purpose: 'Login, alert and billing e-mails',
    data: 'E-mail address, message content',
    location: '[Region, configured by the operator]',
  },
  {
    name: 'Paddle',
    purpose: 'Checkout, subscriptions and invoicing as merchant of record',
    data: 'Name, e-mail, billing address, payment details',
    location: 'United Kingdom, United States',
  },
  {
    name: 'Algolia',
    purpose: 'Global search across charts, dashboards and assets',
    data: 'Search queries, IP address',
    location: 'European Union, United States',
  },
  {
    name: 'Sentry (production only, if enabled)',
    purpose: 'Error reporting, 20% sample',
    data: 'Error details, browser, page address',
    location: 'European Union or United States',
  },
  {
    name: 'Telegram (only if you link it)',
    purpose: 'Delivery of alert messages',
    data: 'Telegram chat identifier, alert text',
    location: 'Worldwide',
  },
]
