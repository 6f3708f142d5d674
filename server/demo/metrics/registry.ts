import type { MetricDescriptor } from '@/core/api/metrics'
import { addressMetrics } from './addresses'
import { addressExtraMetrics } from './addressesExtra'
import { cycleSignalMetrics } from './cycleSignals'
import { defiMetrics } from './defi'
import { derivativeMetrics } from './derivatives'
import { ageIndicatorMetrics } from './ageIndicators'
import { pascalCode, type MetricDefinition, type Unit } from './definition'
import { distributionMetrics } from './distribution'
import { distributionExtraMetrics } from './distributionExtra'
import { entityMetrics } from './entities'
import { exchangeMetrics } from './exchanges'
import { feeMetrics } from './fees'
import { feeExtraMetrics } from './feesExtra'
import { halvingMetrics } from './halving'
import { homeMetrics } from './home'
import { indicatorMetrics } from './indicators'
import { institutionMetrics } from './institutions'
import { marketMetrics } from './market'
import { marketExtraMetrics } from './marketExtra'
import { miningMetrics } from './mining'
import { miningExtraMetrics } from './miningExtra'
import { optionMetrics } from './options'
import { pitMetrics } from './pitVariants'
import { supplyMetrics } from './supply'
import { supplyAgeMetrics } from './supplyAges'
import { supplyProfitMetrics } from './supplyProfit'
import { transactionMetrics } from './transactions'
import { transactionExtraMetrics } from './transactionsExtra'

/** Every metric of the demo dataset, one family per file. */
export const metricDefinitions: readonly MetricDefinition[] = [
  ...marketMetrics,
  ...indicatorMetrics,
  ...supplyMetrics,
  ...addressMetrics,
  ...transactionMetrics,
  ...feeMetrics,
  ...miningMetrics,
  ...distributionMetrics,
  ...homeMetrics,
  // Market side: markets, derivatives, options, ETFs, exchange flows, DeFi.
  ...marketExtraMetrics,
  ...derivativeMetrics,
  ...optionMetrics,
  ...institutionMetrics,
  ...exchangeMetrics,
  ...defiMetrics,
  // On-chain: coin ages, profit and loss, age-based indicators.
  ...supplyAgeMetrics,
  ...supplyProfitMetrics,
  ...ageIndicatorMetrics,
  // Fees, miners, wallet sizes and halving cycles.
  ...feeExtraMetrics,
  ...miningExtraMetrics,
  ...distributionExtraMetrics,
  ...halvingMetrics,
  // On-chain: address stocks and cohorts, transfers, entities.
  ...addressExtraMetrics,
  ...transactionExtraMetrics,
  ...entityMetrics,
  // Cycle signals drawn over the studio's zones and threshold lines.
  ...cycleSignalMetrics,
  // Point-in-time variants of three daily indicators (API only, not in the studio catalog).
  ...pitMetrics,
]

const currencies: Record<Unit, MetricDescriptor['currencies']> = {
  native: ['native', 'usd'],
  usd: ['usd'],
  none: ['native'],
}

/** The public descriptor of a definition (what the API validates requests against). */
export function describe(definition: MetricDefinition): MetricDescriptor {
  return {
    path: definition.path,
    code: definition.code ?? pascalCode(definition.path),
    name: definition.name,
    group: definition.path.split('/')[0] ?? definition.path,
    tier: definition.tier,
    assets: [...definition.assets],
    resolutions: [...definition.resolutions],
    currencies: [...currencies[definition.unit]],
    shape: definition.shape,
    parameters: Object.fromEntries(
      Object.entries(definition.parameters ?? {}).map(([name, values]) => [name, [...values]]),
    ),
    description: definition.description,
  }
}
