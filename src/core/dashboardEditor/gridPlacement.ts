/*
 * Where widgets go on the dashboard grid. A new widget takes the first place it fits, scanning
 * rows from the top and columns from the left, so a gap left by a deleted widget is filled before
 * the dashboard grows. Phones show one column: the widgets in reading order (row, then column),
 * each as tall as on the grid.
 */

export interface GridBox {
  i: string
  x: number
  y: number
  w: number
  h: number
}

const overlaps = (a: Omit<GridBox, 'i'>, b: Omit<GridBox, 'i'>): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/** The top-left cell of the first free w×h area on a grid of `columns` columns. */
export function firstFreePlace(
  boxes: readonly Omit<GridBox, 'i'>[],
  size: { w: number; h: number },
  columns: number,
): { x: number; y: number } {
  const w = Math.min(Math.max(1, size.w), columns)
  const h = Math.max(1, size.h)
  const bottom = boxes.reduce((max, box) => Math.max(max, box.y + box.h), 0)
  // Every place at or below the bottom row is free, so the scan always ends there.
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + w <= columns; x++) {
      const candidate = { x, y, w, h }
      if (!boxes.some((box) => overlaps(box, candidate))) return { x, y }
    }
  }
  return { x: 0, y: bottom }
}

/** The widgets in reading order: by row, then by column (a phone's single column). */
export function readingOrder<T extends GridBox>(boxes: readonly T[]): T[] {
  return [...boxes].sort((a, b) => a.y - b.y || a.x - b.x || a.i.localeCompare(b.i))
}

/**
 * The single-column layout of a phone: every widget full width, stacked in reading order with
 * its own height, so a tall chart stays tall and a text row stays short.
 */
export function singleColumnLayout<T extends GridBox>(boxes: readonly T[]): T[] {
  let y = 0
  return readingOrder(boxes).map((box) => {
    const stacked = { ...box, x: 0, y, w: 1 }
    y += box.h
    return stacked
  })
}
