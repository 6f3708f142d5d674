import type { ChartInput } from '../api/udm'
import type { ChartItem } from '../api/udmItems'
import { formatDate } from '../format/date'
import { byKey, compareRow, defined, presence, quoted, type ConflictRow } from './conflictRows'

/** What the user calls an item of a chart: a metric's or a formula's name. */
export function chartItemName(item: ChartItem): string {
  if (item.configType === 'formula') return `Formula “${item.extra.name ?? item.meta.name}”`
  return `Metric “${item.extra.name ?? `${item.meta.metricCode} (${item.meta.asset})`}”`
}

function editedItem(item: ChartItem, base: ChartItem): string {
  if (
    item.configType === 'formula' &&
    base.configType === 'formula' &&
    item.meta.content !== base.meta.content
  ) {
    return `Now ${quoted(item.meta.content)}`
  }
  return 'Edited'
}

type ChartWindow = Pick<ChartInput, 'zoom' | 'since' | 'until' | 'range' | 'date'>

function windowWords(window: ChartWindow | undefined): string {
  if (window === undefined) return 'None'
  if (window.since !== null && window.until !== null) {
    return `${formatDate(window.since)} to ${formatDate(window.until)}`
  }
  if (window.range !== null) return `Last ${window.range} days`
  if (window.date !== null) return `On ${window.date}`
  return window.zoom === null ? 'All' : `Zoom ${window.zoom}`
}

/** The rows of a saved chart or workbench: name, description, category, window and items. */
export function chartRows(base: ChartInput, mine: ChartInput, theirs: ChartInput): ConflictRow[] {
  const field = <T>(read: (chart: ChartInput) => T) => ({
    base: read(base),
    mine: read(mine),
    theirs: read(theirs),
  })
  const windowOf = ({ zoom, since, until, range, date }: ChartInput): ChartWindow => ({
    zoom,
    since,
    until,
    range,
    date,
  })
  const items = byKey(
    (item: ChartItem) => item.uuid,
    field((chart) => chart.items),
  )
  return defined([
    compareRow(
      'Name',
      field((chart) => chart.name),
      (name) => quoted(name ?? ''),
    ),
    compareRow(
      'Description',
      field((chart) => chart.description),
      (text) => (text ? quoted(text) : 'None'),
    ),
    compareRow(
      'Category',
      field((chart) => chart.categoryUuid),
      () => 'Moved to another category',
    ),
    compareRow('Time range', field(windowOf), windowWords),
    ...items.map(({ base, mine, theirs }) => {
      const item = mine ?? theirs ?? base
      if (item === undefined) return undefined
      return compareRow(chartItemName(item), { base, mine, theirs }, presence(editedItem))
    }),
  ])
}
