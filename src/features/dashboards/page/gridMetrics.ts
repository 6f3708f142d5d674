/*
 * The grid's pixel metrics. A row is 50 px, so a default 6-row widget is a 350 px chart tile and a
 * 2-row text row fits a heading. At or below 767 px (below the md breakpoint of app.md section
 * 9) the dashboard is one column.
 */

export const gridRowHeight = 50
export const gridMargin: [number, number] = [12, 12]
export const phoneMaxWidth = 767

/** The height in pixels of a widget `rows` rows tall, the gaps between its rows included. */
export function pixelHeight(rows: number): number {
  return rows * gridRowHeight + Math.max(0, rows - 1) * gridMargin[1]
}
