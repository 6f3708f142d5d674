import type { FormOption } from './demoFormOptions'

/*
 * Choices of the onboarding and cancellation surveys (app.md section 3, surveys). Values are
 * stored with each response; labels are what the forms show.
 */

export const roleOptions = [
  { value: 'trader', label: 'Trader' },
  { value: 'investor', label: 'Investor' },
  { value: 'analyst', label: 'Analyst or researcher' },
  { value: 'portfolio_manager', label: 'Portfolio manager' },
  { value: 'developer', label: 'Developer or data scientist' },
  { value: 'journalist', label: 'Journalist or content creator' },
  { value: 'student', label: 'Student or academic' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[]

export const experienceOptions = [
  { value: 'new', label: 'New to on-chain data' },
  { value: 'some', label: 'Some experience' },
  { value: 'experienced', label: 'Experienced' },
  { value: 'expert', label: 'Expert' },
] as const satisfies readonly FormOption[]

export const interestOptions = [
  { value: 'market_cycles', label: 'Market cycles and valuation' },
  { value: 'derivatives', label: 'Derivatives and futures' },
  { value: 'exchange_flows', label: 'Exchange flows' },
  { value: 'mining', label: 'Mining' },
  { value: 'defi', label: 'DeFi and stablecoins' },
  { value: 'altcoins', label: 'Altcoins' },
  { value: 'api', label: 'Data through the API' },
] as const satisfies readonly FormOption[]

export const heardFromOptions = [
  { value: 'search', label: 'Search engine' },
  { value: 'social', label: 'Social media' },
  { value: 'newsletter', label: 'Newsletter or research report' },
  { value: 'friend', label: 'Friend or colleague' },
  { value: 'event', label: 'Conference or event' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[]

export const cancellationReasonOptions = [
  { value: 'too_expensive', label: 'Too expensive' },
  { value: 'missing_data', label: 'Missing metrics or assets' },
  { value: 'hard_to_use', label: 'Hard to use' },
  { value: 'not_using', label: 'Not using it enough' },
  { value: 'switched', label: 'Switched to another product' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[]
