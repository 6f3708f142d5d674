import type { ChartInput } from '../api/udm'
import type { ChartItem, FormulaItem, ItemExtra, MetricItem, MetricItemMeta } from '../api/udmItems'
import { linePalette, priceLineColor } from '../charts/palette'
import { subsetLabel } from '../charts/subsetLabels'

/*
 * The items of a workbench (app.md sections 3 and 4): metric items m1…mN, formula items f1…fN,
 * each drawn on the left (yAxis 0) or right (yAxis 1) axis. Pure functions: the workbench page
 * holds the state, these say what an edit does to it.
 */

export const priceMetricCode = 'MarketPriceUsdClose'

export type ItemPrefix = 'm' | 'f'

/** The item's name in formulas: its ref, or one from its position for items saved without. */
export function refOf(item: ChartItem, items: readonly ChartItem[]): string {
  if (item.extra.ref !== undefined) return item.extra.ref
  const prefix = item.configType === 'metric' ? 'm' : 'f'
  const same = items.filter((other) => other.configType === item.configType)
  return `${prefix}${same.indexOf(item) + 1}`
}

/** The next free ref of a kind: one above the highest in use, so a removed ref is not reused. */
export function nextRef(items: readonly ChartItem[], prefix: ItemPrefix): string {
  let highest = 0
  for (const item of items) {
    const ref = refOf(item, items)
    if (ref.startsWith(prefix)) highest = Math.max(highest, Number(ref.slice(1)))
  }
  return `${prefix}${highest + 1}`
}

/** The colour a new item gets: the first palette colour no item uses yet. */
export function nextColor(items: readonly ChartItem[]): string {
  const used = new Set(items.map((item) => item.extra.lineColor?.toLowerCase()))
  return (
    linePalette.find((color) => !used.has(color.toLowerCase())) ??
    linePalette[items.length % linePalette.length] ??
    priceLineColor
  )
}

/** What the legend and the item tabs call an item. */
export function itemName(item: ChartItem, items: readonly ChartItem[]): string {
  if (item.extra.name !== undefined) return item.extra.name
  if (item.configType === 'formula') return item.meta.name
  const subset = item.meta.subset ? ` ${subsetLabel(item.meta.subset)}` : ''
  return `${item.meta.metricCode}${subset} (${item.meta.asset}) ${refOf(item, items)}`
}

export function newMetricItem(
  uuid: string,
  meta: MetricItemMeta,
  items: readonly ChartItem[],
  extra: ItemExtra = {},
): MetricItem {
  return {
    uuid,
    configType: 'metric',
    meta,
    extra: {
      ref: nextRef(items, 'm'),
      lineColor: nextColor(items),
      chartStyle: 'line',
      yAxis: 0,
      isVisible: true,
      showInLegend: true,
      ...extra,
    },
  }
}

export function newFormulaItem(
  uuid: string,
  name: string,
  content: string,
  items: readonly ChartItem[],
): FormulaItem {
  return {
    uuid,
    configType: 'formula',
    meta: { name, content },
    extra: {
      ref: nextRef(items, 'f'),
      name,
      lineColor: nextColor(items),
      chartStyle: 'line',
      scale: 'lin',
      yAxis: 0,
      isVisible: true,
      showInLegend: true,
    },
  }
}

/** Every item keeps a ref once it is in a workbench, so formulas keep naming the same item. */
export function withRefs(items: readonly ChartItem[]): ChartItem[] {
  return items.map((item) =>
    item.extra.ref === undefined
      ? { ...item, extra: { ...item.extra, ref: refOf(item, items) } }
      : item,
  )
}

/**
 * After a removal, the axes in use are renumbered from 0 (left) so no axis is left empty: with
 * the left axis's items gone, the right axis's items move to the left.
 */
export function reassignAxes(items: readonly ChartItem[]): ChartItem[] {
  const used = [...new Set(items.map((item) => item.extra.yAxis ?? 0))].sort((a, b) => a - b)
  return items.map((item) => {
    const axis = used.indexOf(item.extra.yAxis ?? 0)
    return axis === (item.extra.yAxis ?? 0)
      ? item
      : { ...item, extra: { ...item.extra, yAxis: axis } }
  })
}

/**
 * Editing a single-metric chart whose series has subsets (a breakdown by exchange, by cohort)
 * splits it into one item per subset, the first visible and the others hidden, plus the price
 * (app.md section 4).
 */
export function splitSubsets(
  item: MetricItem,
  subsets: readonly string[],
  uuids: () => string,
  withPrice: boolean,
): ChartItem[] {
  // The subset items keep how the chart drew the metric, but each gets its own ref, colour and
  // name.
  const { ref: _ref, lineColor: _color, name: _name, ...drawing } = item.extra
  const items: ChartItem[] = []
  subsets.forEach((subset, index) => {
    items.push(
      newMetricItem(uuids(), { ...item.meta, subset }, items, {
        ...drawing,
        isVisible: index === 0,
      }),
    )
  })
  if (withPrice) items.push(priceItem(uuids(), item.meta.asset, items))
  return items
}

/** The asset's price as an item: grey, log scale, on the right axis (app.md section 9). */
export function priceItem(uuid: string, asset: string, items: readonly ChartItem[]): MetricItem {
  return newMetricItem(uuid, { asset, metricCode: priceMetricCode, currency: 'usd' }, items, {
    name: `${asset} Price`,
    lineColor: priceLineColor,
    scale: 'log',
    yAxis: 1,
  })
}

/** Whether a chart's items span more than one asset. */
export function isMultiAsset(chart: Pick<ChartInput, 'items'>): boolean {
  const assets = new Set(
    chart.items.flatMap((item) => (item.configType === 'metric' ? [item.meta.asset] : [])),
  )
  return assets.size > 1
}
