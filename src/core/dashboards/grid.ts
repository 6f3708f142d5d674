/*
 * The dashboard grid (app.md section 9): 12 columns, a new widget 6 wide by 6 high, no widget
 * narrower than 3 columns, text rows across the whole width. The server checks saved layouts
 * against these bounds and the app places new widgets with them, so both agree on what fits.
 */

export const dashboardGrid = {
  columns: 12,
  defaultWidth: 6,
  defaultHeight: 6,
  minWidth: 3,
  minHeight: 1,
  /** The tallest a widget may be, in rows: a bound on saved layouts, not a design choice. */
  maxHeight: 100,
  /** The lowest row a widget may start on: far beyond any real dashboard of 100 widgets. */
  maxY: 10_000,
  /**
   * A text row: a full-width heading between groups of widgets, one row high (a 50 px row holds
   * the heading, and in edit mode its handle, field and Remove on one line).
   */
  textHeight: 1,
} as const

/** One widget's place on the grid, in react-grid-layout's terms; `i` is the item's uuid. */
export interface GridLayoutEntry {
  i: string
  x: number
  y: number
  w: number
  h: number
  minW: number
  minH: number
  maxH: number
  isResizable: boolean
}

/** Item kinds laid out as a full-width row rather than a tile. */
const fullWidthKinds: ReadonlySet<string> = new Set(['text'])

export function isFullWidthKind(configType: string): boolean {
  return fullWidthKinds.has(configType)
}

/** The size a new widget of this kind gets. */
export function defaultSize(configType: string): Omit<GridLayoutEntry, 'i' | 'x' | 'y'> {
  if (isFullWidthKind(configType)) {
    return {
      w: dashboardGrid.columns,
      h: dashboardGrid.textHeight,
      minW: dashboardGrid.columns,
      minH: dashboardGrid.textHeight,
      maxH: dashboardGrid.textHeight,
      isResizable: false,
    }
  }
  return {
    w: dashboardGrid.defaultWidth,
    h: dashboardGrid.defaultHeight,
    minW: dashboardGrid.minWidth,
    minH: dashboardGrid.minHeight * 2,
    maxH: dashboardGrid.maxHeight,
    isResizable: true,
  }
}

/** The row below every widget: where the next one goes when nothing else fits. */
export function bottomRow(layouts: readonly Pick<GridLayoutEntry, 'y' | 'h'>[]): number {
  return layouts.reduce((bottom, entry) => Math.max(bottom, entry.y + entry.h), 0)
}

/**
 * Where a new widget goes: beside the last widget of the bottom row when it fits there (two
 * default widgets share a row), else at the start of a new row below everything. Text rows
 * always start a new row.
 */
export function placeNewItem(
  layouts: readonly GridLayoutEntry[],
  uuid: string,
  configType: string,
): GridLayoutEntry {
  const size = defaultSize(configType)
  const bottom = bottomRow(layouts)
  if (!isFullWidthKind(configType)) {
    // The band of rows the bottom widgets span; the new one goes right of all that overlap it.
    const lastBand = layouts.filter((entry) => entry.y + entry.h === bottom)
    if (lastBand.length > 0) {
      const top = Math.min(...lastBand.map((entry) => entry.y))
      const overlapping = layouts.filter((entry) => entry.y < bottom && entry.y + entry.h > top)
      const right = Math.max(...overlapping.map((entry) => entry.x + entry.w))
      if (right + size.w <= dashboardGrid.columns) return { i: uuid, x: right, y: top, ...size }
    }
  }
  return { i: uuid, x: 0, y: bottom, ...size }
}

/** What is wrong with one entry's geometry, by field; empty when it fits the grid. */
export function layoutEntryProblems(
  entry: Omit<GridLayoutEntry, 'i' | 'isResizable'>,
): Array<{ field: keyof GridLayoutEntry; message: string }> {
  const problems: Array<{ field: keyof GridLayoutEntry; message: string }> = []
  const { columns, minWidth, maxHeight } = dashboardGrid
  if (entry.minW < minWidth) {
    problems.push({ field: 'minW', message: `Must be at least ${minWidth} columns` })
  }
  if (entry.w < entry.minW) problems.push({ field: 'w', message: 'Must be at least minW' })
  if (entry.x + entry.w > columns) {
    problems.push({ field: 'w', message: `x + w must be at most ${columns} columns` })
  }
  if (entry.maxH < entry.minH) problems.push({ field: 'maxH', message: 'Must be at least minH' })
  if (entry.h < entry.minH) problems.push({ field: 'h', message: 'Must be at least minH' })
  if (entry.h > entry.maxH) problems.push({ field: 'h', message: 'Must be at most maxH' })
  if (entry.maxH > maxHeight) {
    problems.push({ field: 'maxH', message: `Must be at most ${maxHeight} rows` })
  }
  return problems
}
