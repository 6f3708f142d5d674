/*
 * The formula constants of spec section 9: item names, annualisation, backtest defaults.
 */

/** Metrics are m1, m2, …; formulas f1, f2, …. */
export const metricPrefix = 'm'
export const formulaPrefix = 'f'
export const itemNamePattern = new RegExp(`^[${metricPrefix}${formulaPrefix}]\\d+$`)

/** Crypto trades every day: a year is 365 daily points. */
export const annualizationDays = 365
/** Daily volatility times √365 is the annual one. */
export const annualizationSqrt = Math.sqrt(annualizationDays)

export const defaultBacktestFee = 0.001
export const defaultBacktestMultiplier = 1
