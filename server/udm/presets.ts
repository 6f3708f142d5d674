import { chartDocumentSchema, metricAssets, type ChartDocument } from '@/core/api/udm'
import type { ChartItem, ItemExtra, MetricItemMeta } from '@/core/api/udmItems'
import { linePalette, priceLineColor } from '@/core/charts/palette'

/*
 * Workbench presets: read-only starter workbenches over metrics of the demo catalog
 * (server/demo/catalog.ts), served by GET /v1/udm/presets and openable by uuid or slug. Saving
 * one saves a copy (app.md section 4: a chart the user does not own is copied). Ids are fixed, so
 * links to a preset keep working across releases.
 */

interface PresetDefinition {
  uuid: string
  slug: string
  name: string
  description: string
  items: ChartItem[]
}

// When the presets were written: their stable created and updated time.
const presetsWrittenAt = Date.UTC(2025, 0, 1)

function metric(
  uuid: string,
  ref: string,
  meta: MetricItemMeta,
  extra: Omit<ItemExtra, 'ref'> = {},
): ChartItem {
  return {
    uuid,
    configType: 'metric',
    meta: { resolution: '24h', ...meta },
    extra: { ref, ...extra },
  }
}

function formula(uuid: string, ref: string, name: string, content: string, lineColor: string) {
  const item: ChartItem = {
    uuid,
    configType: 'formula',
    meta: { name, content },
    extra: { ref, name, lineColor, chartStyle: 'line', scale: 'lin', yAxis: 0 },
  }
  return item
}

/** The price overlay of a preset: grey, log scale, its own axis (app.md section 9). */
function price(uuid: string, ref: string, asset = 'BTC', yAxis = 1): ChartItem {
  return metric(
    uuid,
    ref,
    { asset, metricCode: 'MarketPriceUsdClose', currency: 'usd' },
    { name: `${asset} Price`, scale: 'log', lineColor: priceLineColor, yAxis, chartStyle: 'line' },
  )
}

const [blue, orange, green] = linePalette

const definitions: PresetDefinition[] = [
  {
    uuid: 'fdf55c64-160b-4b7e-84d3-8c4eb00eb452',
    slug: 'mvrv-vs-price',
    name: 'MVRV vs price',
    description: 'Market value to realized value against the Bitcoin price.',
    items: [
      metric(
        'f60b1c65-a7ab-4d2e-8175-8ef6ac90277e',
        'm1',
        { asset: 'BTC', metricCode: 'MarketMvrv' },
        { name: 'MVRV Ratio', scale: 'lin', lineColor: blue, yAxis: 0 },
      ),
      price('f27bb3f9-5eda-48d6-936b-13653dd5ad61', 'm2'),
    ],
  },
  {
    uuid: 'b819b2ef-f88e-48ff-a052-2a2d8ee29247',
    slug: 'exchange-net-flow-30d-sma',
    name: 'Exchange net flow 30d SMA',
    description: 'Daily net flow of BTC into exchanges and its 30-day simple moving average.',
    items: [
      metric(
        'd762420e-d83c-4795-9a53-71cbee447639',
        'm1',
        { asset: 'BTC', metricCode: 'ExchangesNetflowSum', exchange: 'aggregated' },
        { name: 'Exchange Net Flow', chartStyle: 'column', lineColor: blue, yAxis: 0 },
      ),
      formula(
        '508edb28-c191-421b-9a61-75d7c77407b1',
        'f1',
        'Net flow 30d SMA',
        'sma(m1, 30)',
        orange,
      ),
      price('ed3ab2d6-4cc0-4763-a097-7bff0ea45cea', 'm2'),
    ],
  },
  {
    uuid: '085b5623-da0e-4c7d-bf54-6e86fca9b349',
    slug: 'sopr-7d-sma',
    name: 'SOPR 7d SMA',
    description: 'Spent output profit ratio smoothed over a week, against the price.',
    items: [
      metric(
        '86164e8b-8a13-4921-b882-1c013de2aec9',
        'm1',
        { asset: 'BTC', metricCode: 'IndicatorsSopr' },
        { name: 'SOPR', lineColor: blue, lineWidth: 1, yAxis: 0 },
      ),
      formula('2b9a03d9-5f70-4bf9-b814-e98094a0ebb4', 'f1', 'SOPR 7d SMA', 'sma(m1, 7)', orange),
      price('7315b7f1-2bf6-4336-937d-f5e7c5f9c51c', 'm2'),
    ],
  },
  {
    uuid: '43cd28df-5a8c-4ba4-b980-31a4c2c0f142',
    slug: 'active-addresses-30d-sma',
    name: 'Active addresses 30d SMA',
    description: 'Daily active addresses and their 30-day simple moving average.',
    items: [
      metric(
        '0b765b21-680f-4e43-97a4-9b3903924f7d',
        'm1',
        { asset: 'BTC', metricCode: 'AddressesActiveCount' },
        { name: 'Active Addresses', lineColor: blue, lineWidth: 1, yAxis: 0 },
      ),
      formula(
        '68646719-933f-4ef1-a4c0-d4306b67b952',
        'f1',
        'Active addresses 30d SMA',
        'sma(m1, 30)',
        orange,
      ),
      price('794da9d1-f823-4a1c-9130-d11e080f0295', 'm2'),
    ],
  },
  {
    uuid: 'bb886104-da79-4cb6-a96e-ddfe5ef51a32',
    slug: 'hash-ribbons',
    name: 'Hash ribbons',
    description: 'The 30-day and 60-day averages of the hash rate: miner stress when they cross.',
    items: [
      metric(
        'ca63317b-87a8-41e3-9dd4-3033ad6bf30e',
        'm1',
        { asset: 'BTC', metricCode: 'MiningHashRateMean' },
        { name: 'Hash Rate', lineColor: blue, isVisible: false, yAxis: 0 },
      ),
      formula(
        '7014143f-0dc1-4b17-a465-9f841fa3aa3d',
        'f1',
        'Hash rate 30d SMA',
        'sma(m1, 30)',
        orange,
      ),
      formula(
        '3def154f-0a75-4ea0-88c3-236c588f87a6',
        'f2',
        'Hash rate 60d SMA',
        'sma(m1, 60)',
        green,
      ),
      price('be35f0dd-2bd4-45c3-a1cb-addcb26b1f5d', 'm2'),
    ],
  },
  {
    uuid: 'bec844fe-b4f9-4c5b-a15f-357728fae025',
    slug: 'eth-btc-price-ratio',
    name: 'ETH/BTC price ratio',
    description: 'The Ether price in Bitcoin, from the two USD prices.',
    items: [
      price('3b36564d-c68b-49d9-bdca-19598da52864', 'm1', 'BTC', 0),
      price('0d2106cc-f65f-4173-a601-2dffeb5621b9', 'm2', 'ETH', 0),
      formula('78f52d9b-bfc4-47b4-9f43-6460e366f9d1', 'f1', 'ETH/BTC', 'm2 / m1', blue),
    ],
  },
]

/** Every preset as a read-only document, in the order the app lists them. */
export const workbenchPresets: readonly ChartDocument[] = definitions.map((preset) =>
  chartDocumentSchema.parse({
    uuid: preset.uuid,
    slug: preset.slug,
    name: preset.name,
    description: preset.description,
    configType: 'workbench',
    categoryUuid: null,
    items: preset.items,
    since: null,
    until: null,
    zoom: null,
    range: null,
    date: null,
    isMultiAsset: metricAssets(preset.items).length > 1,
    isOwner: false,
    isPreset: true,
    version: 1,
    createdAt: presetsWrittenAt,
    updatedAt: presetsWrittenAt,
  }),
)

/** A preset by uuid or slug. */
export function findPreset(id: string): ChartDocument | undefined {
  const key = id.toLowerCase()
  return workbenchPresets.find((preset) => preset.uuid === key || preset.slug === key)
}
