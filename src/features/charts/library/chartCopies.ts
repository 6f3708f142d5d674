import { metricAssets, udmLimits, type ChartDocument, type ChartInput } from '@/core/api/udm'
import { chartInputOf } from '@/lib/udm/chartOperations'

const copySuffix = ' (copy)'

/** "{name} (copy)", the name shortened first when the whole would pass the name limit. */
export function copyName(name: string): string {
  const room = udmLimits.maxNameLength - copySuffix.length
  return `${name.trim().slice(0, room).trimEnd()}${copySuffix}`
}

/**
 * A clone of a chart (app.md section 4): the same items and window under "{name} (copy)", with
 * the given description, or the original's when none is given.
 */
export function cloneInput(chart: ChartDocument, description: string): ChartInput {
  const given = description.trim()
  return {
    ...chartInputOf(chart),
    name: copyName(chart.name),
    description: given === '' ? chart.description : given,
  }
}

/** A chart after a change of category: the whole document, as PUT wants it. */
export function movedInput(chart: ChartDocument, categoryUuid: string | null): ChartInput {
  return { ...chartInputOf(chart), categoryUuid }
}

/**
 * The asset to open a chart with: a single-asset chart keeps its own asset in the address (the
 * page's asset picker then shows it); a multi-asset chart has none to keep.
 */
export function chartAssetSearch(assets: readonly string[]): { a?: string } {
  const [only, ...others] = assets
  return only !== undefined && others.length === 0 ? { a: only } : {}
}

/** The same for a full document, whose assets are read from its metric items. */
export function documentAssetSearch(chart: ChartDocument): { a?: string } {
  return chartAssetSearch(metricAssets(chart.items))
}
