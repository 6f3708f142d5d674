import {
  defaultTextContent,
  type DashboardItem,
  type DashboardMetricItem,
} from '../api/dashboardItems'
import type { MetricItemMeta } from '../api/udmItems'

/*
 * The items the dashboard's Add actions create, in the shape the contract stores. Text starts
 * as "Insert text here" (app.md section 3); markdown starts empty on the default background.
 */

export function newTextItem(uuid: string): DashboardItem {
  return { uuid, configType: 'text', meta: { content: defaultTextContent }, extra: {} }
}

export const newMarkdownContent = '## Notes\n\nWrite **markdown** here.'

export function newMarkdownItem(uuid: string): DashboardItem {
  return { uuid, configType: 'markdown', meta: { content: newMarkdownContent }, extra: {} }
}

export function newEmbedItem(
  uuid: string,
  kind: 'video' | 'lookerEmbed',
  meta: { title: string; url: string },
): DashboardItem {
  return { uuid, configType: kind, meta, extra: {} }
}

/**
 * A metric tile. Its name is the metric's alone: the tile shows its asset beside it, and the
 * asset changes with the address's `a`, so "(BTC)" in a name would soon be wrong.
 */
export function newMetricTile(
  uuid: string,
  meta: MetricItemMeta,
  name: string,
): DashboardMetricItem {
  const suffix = ` (${meta.asset})`
  const bare = name.endsWith(suffix) ? name.slice(0, -suffix.length) : name
  return { uuid, configType: 'metric', meta, extra: { name: bare || meta.metricCode } }
}

/** An empty dashboard for the New dashboard action: the asset it opens with, no items yet. */
export function newDashboardContent(name: string, asset: string | null) {
  return { configs: [], layouts: [], meta: { name, asset, slug: null } }
}
