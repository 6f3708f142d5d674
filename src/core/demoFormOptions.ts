/**
 * The option lists of the Schedule Demo Form (app.md section 9). Values are stable keys stored
 * with each submission; labels are what the form shows.
 */
export interface FormOption<V extends string = string> {
  value: V
  label: string
}

export const companyAumOptions = [
  { value: '0-100k', label: '0 - 100k' },
  { value: '100k-1M', label: '100k - 1M' },
  { value: '1M-10M', label: '1M - 10M' },
  { value: '10M-50M', label: '10M - 50M' },
  { value: '50M-100M', label: '50M - 100M' },
  { value: '100M+', label: '100M+' },
] as const satisfies readonly FormOption[]

export const timelineOptions = [
  { value: 'asap', label: 'ASAP' },
  { value: 'near_future', label: 'In the near future' },
  { value: 'no_plans', label: 'No plans to purchase yet' },
] as const satisfies readonly FormOption[]

export const useCaseOptions = [
  { value: 'discretionary_trading', label: 'Discretionary trading' },
  { value: 'systematic_trading', label: 'Systematic trading' },
  { value: 'risk_management', label: 'Risk management' },
  { value: 'research_content', label: 'Research and content' },
  { value: 'competitive_intelligence', label: 'Competitive intelligence' },
] as const satisfies readonly FormOption[]

/** Institution types (16). */
export const companyTypeOptions = [
  { value: 'fund', label: 'Fund' },
  { value: 'prop_trading', label: 'Prop trading' },
  { value: 'family_office', label: 'Family office' },
  { value: 'vc', label: 'VC' },
  { value: 'exchange', label: 'Exchange' },
  { value: 'prime_brokerage', label: 'Prime brokerage' },
  { value: 'bank', label: 'Bank' },
  { value: 'market_maker', label: 'Market maker' },
  { value: 'protocol', label: 'Protocol' },
  { value: 'miners', label: 'Miners' },
  { value: 'data_provider', label: 'Data provider' },
  { value: 'research_house', label: 'Research house' },
  { value: 'news', label: 'News' },
  { value: 'university', label: 'University' },
  { value: 'government', label: 'Government' },
  { value: 'none', label: 'None' },
] as const satisfies readonly FormOption[]

/** Trading strategies (19), the styles institutional buyers of on-chain data usually run. */
export const tradingStrategyOptions = [
  { value: 'long_term_investing', label: 'Long-term investing' },
  { value: 'discretionary_macro', label: 'Discretionary macro' },
  { value: 'quantitative', label: 'Systematic / quantitative' },
  { value: 'trend_following', label: 'Trend following' },
  { value: 'mean_reversion', label: 'Mean reversion' },
  { value: 'statistical_arbitrage', label: 'Statistical arbitrage' },
  { value: 'market_making', label: 'Market making' },
  { value: 'high_frequency', label: 'High-frequency trading' },
  { value: 'basis_funding_arbitrage', label: 'Basis and funding-rate arbitrage' },
  { value: 'cross_exchange_arbitrage', label: 'Cross-exchange arbitrage' },
  { value: 'options_volatility', label: 'Options and volatility' },
  { value: 'event_driven', label: 'Event-driven' },
  { value: 'market_neutral', label: 'Market neutral' },
  { value: 'long_short_fundamental', label: 'Long/short fundamental' },
  { value: 'onchain_flows', label: 'On-chain flow analysis' },
  { value: 'defi_yield', label: 'DeFi yield strategies' },
  { value: 'venture', label: 'Venture and early-stage investing' },
  { value: 'otc_block', label: 'OTC and block trading' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[]

/**
 * Calling codes of the six countries listed as restricted (Bangladesh, Iran, Iraq, North Korea,
 * Pakistan, Russia). The spec lists them without saying how they are used, so nothing enforces
 * them yet.
 */
export const restrictedPhonePrefixes = ['+880', '+98', '+964', '+850', '+92', '+7'] as const

/** The stable keys of an option list, as a non-empty tuple for z.enum. */
export function optionValues<const T extends readonly [FormOption, ...FormOption[]]>(
  options: T,
): [T[number]['value'], ...T[number]['value'][]] {
  const [first, ...rest] = options
  return [first.value, ...rest.map((option) => option.value)]
}
