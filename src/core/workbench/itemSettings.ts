import type { ChartSettings, ChartSearch } from '../charts/chartSettings'
import type { MovingMathMethod } from '../charts/movingMath'
import type { ExtraParameterName } from '../api/metricsQuery'
import type { ItemExtra, MetricItem, MetricItemMeta } from '../api/udmItems'

/*
 * A metric item and the chart page's settings say the same things in two vocabularies: the item
 * in the saved chart's field names (app.md section 3), the page in address parameters. These
 * translate, so one resolver (resolveChartSettings) settles both against the metric's config.
 */

const orUndefined = (value: string | null | undefined) => value ?? undefined

/** The item's request as the chart page's address parameters would state it. */
export function searchOfItem(item: MetricItem): ChartSearch {
  const { meta, extra } = item
  return {
    a: meta.asset,
    i: meta.resolution,
    c: meta.currency,
    e: orUndefined(meta.exchange),
    from_exchange: orUndefined(meta.exchangeFrom),
    to_exchange: orUndefined(meta.exchangeTo),
    miner: orUndefined(meta.miner),
    network: orUndefined(meta.network),
    maturity: orUndefined(meta.maturity),
    period: orUndefined(meta.period),
    contractExpiration: orUndefined(meta.contractExpiration),
    mScl: extra.scale,
    chartStyle: extra.chartStyle,
  }
}

/** The metric item of the chart the page shows, with its settings and moving math. */
export function metaOfSettings(
  metricCode: string,
  settings: ChartSettings,
  movingMath: { method: MovingMathMethod; window: number } | undefined,
): MetricItemMeta {
  const { params } = settings
  const meta: MetricItemMeta = {
    asset: settings.asset,
    metricCode,
    resolution: settings.resolution,
    currency: settings.currency,
    exchange: params.e,
    exchangeFrom: params.from_exchange,
    exchangeTo: params.to_exchange,
    miner: params.miner,
    network: params.network,
    maturity: params.maturity,
    period: params.period,
    contractExpiration: params.contract_expiration,
    mathFn: movingMath ? { name: movingMath.method, value: movingMath.window } : undefined,
  }
  return Object.fromEntries(
    Object.entries(meta).filter(([, value]) => value !== undefined),
  ) as MetricItemMeta
}

/** A metric item's field for each extra request parameter of the metrics API. */
export const itemFieldOfParameter = {
  e: 'exchange',
  from_exchange: 'exchangeFrom',
  to_exchange: 'exchangeTo',
  miner: 'miner',
  network: 'network',
  maturity: 'maturity',
  period: 'period',
  contract_expiration: 'contractExpiration',
} as const satisfies Record<ExtraParameterName, keyof MetricItemMeta>

/** The item fields of chosen request parameters (the Add metric dialog's choices). */
export function metaOfParameters(
  params: Partial<Record<ExtraParameterName, string>>,
): Partial<MetricItemMeta> {
  const meta: Partial<Record<keyof MetricItemMeta, string>> = {}
  for (const [name, value] of Object.entries(params) as [ExtraParameterName, string][]) {
    meta[itemFieldOfParameter[name]] = value
  }
  return meta as Partial<MetricItemMeta>
}

/** How a dash style is drawn: segment and gap lengths in CSS px; Solid has none. */
export function dashPattern(style: ItemExtra['dashStyle']): readonly number[] | undefined {
  switch (style) {
    case 'Dash':
      return [8, 5]
    case 'Dot':
      return [2, 3]
    default:
      return undefined
  }
}
