import { formatCompact, formatNumber, formatPercentChange } from '@/core/format/number'
import { missingValue } from '@/core/format/placeholder'
import type { AssetTableRow } from './assetTableQueries'
import type { AssetTableColumn, AssetTableTab, CellFormat } from './assetTableTabs'

/** A signed value is coloured by its sign; zero and missing values are not. */
export type CellTone = 'up' | 'down' | undefined

export interface DisplayCell {
  column: AssetTableColumn
  text: string
  tone: CellTone
}

export interface DisplayRow {
  symbol: string
  name: string
  rank: number
  cells: DisplayCell[]
  sparkline: { values: readonly (number | null)[]; label: string }
}

const noValues: readonly (number | null)[] = []

const signed = new Set<CellFormat>(['change', 'rate'])

/** Compact from a thousand up (1.71K); smaller amounts with the digits that matter (1.57). */
function amount(value: number): string {
  return Math.abs(value) >= 1000
    ? formatCompact(value)
    : formatNumber(value, { maximumFractionDigits: fractionDigits(value) })
}

function dollars(text: string): string {
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`
}

/**
 * Two fraction digits from 1 up (none from 10,000 up, where cents would pass the 6 significant
 * digits formatNumber shows); below it four significant digits (0.2675, 0.0000079), within the
 * app's limit of 8 fraction digits.
 */
function fractionDigits(value: number): number {
  const magnitude = Math.abs(value)
  if (magnitude >= 1 || magnitude === 0) return 2
  return Math.min(8, Math.max(2, 3 - Math.floor(Math.log10(magnitude))))
}

/** One value in its column's form; a missing value is "–" whatever the form. */
export function formatCell(value: number | null | undefined, format: CellFormat, symbol: string) {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    // An infinite change (from zero) still has a direction worth showing.
    return signed.has(format) && typeof value === 'number' && !Number.isNaN(value)
      ? formatPercentChange(value)
      : missingValue
  }
  switch (format) {
    case 'price':
      return dollars(
        formatNumber(value, {
          minimumFractionDigits: 2,
          maximumFractionDigits: fractionDigits(value),
        }),
      )
    case 'usd':
      return dollars(amount(value))
    case 'count':
      return amount(value)
    case 'native':
      return `${amount(value)} ${symbol}`
    case 'share':
      return `${formatNumber(value * 100, { maximumFractionDigits: 2 })}%`
    case 'change':
      return formatPercentChange(value)
    case 'rate':
      // Funding rates live in hundredths of a percent.
      return formatPercentChange(value, 4)
    case 'ratio':
      return formatNumber(value, { maximumFractionDigits: 3 })
  }
}

/**
 * Signed values take the colour of the sign they are written with: a change that rounds to
 * "0%" is not coloured, whatever sign the exact value had.
 */
export function cellTone(text: string, format: CellFormat): CellTone {
  if (!signed.has(format)) return undefined
  if (text.startsWith('+')) return 'up'
  if (text.startsWith('-')) return 'down'
  return undefined
}

/** A row as the tab shows it: rank, asset, each column's text and tone, and the sparkline. */
export function displayRow(row: AssetTableRow, tab: AssetTableTab): DisplayRow {
  const cells = tab.columns.map((column) => {
    const text = formatCell(row.data[column.path]?.[column.field], column.format, row.symbol)
    return { column, text, tone: cellTone(text, column.format) }
  })
  return {
    symbol: row.symbol,
    name: row.name,
    rank: row.position,
    cells,
    sparkline: {
      values: row.data[tab.sparkline.path]?.values_7d ?? noValues,
      label: `${row.symbol} ${tab.sparkline.subject}, last 7 days`,
    },
  }
}
