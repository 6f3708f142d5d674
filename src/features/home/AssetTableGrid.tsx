import { Link } from '@tanstack/react-router'
import { missingValue } from '@/core/format/placeholder'
import { Sparkline } from '@/lib/charts/Sparkline'
import { CryptoIcon } from '@/lib/ui/CryptoIcon'
import type { DisplayCell, DisplayRow } from './assetRowDisplay'
import { priceChartId, type AssetTableTab } from './assetTableTabs'

/** Rows drawn while the first page of a tab loads. */
const placeholderRows = 10

/**
 * The table of one tab. The asset column stays in place while the numbers scroll sideways on
 * narrow screens; without rows it shows placeholder rows under the real headers.
 */
export function AssetTableGrid({
  tab,
  rows,
  busy,
}: {
  tab: AssetTableTab
  rows: DisplayRow[] | undefined
  busy: boolean
}) {
  const loading = rows === undefined
  return (
    <div className="asset-table-scroll">
      {loading && (
        <p className="visually-hidden" role="status">
          Loading assets
        </p>
      )}
      <table className="asset-table" aria-busy={loading || busy}>
        <thead>
          <tr>
            <th scope="col" className="asset-table-rank">
              #
            </th>
            <th scope="col" className="asset-table-asset">
              Asset
            </th>
            {tab.columns.map((column) => (
              <th key={column.id} scope="col" className="asset-table-number">
                {column.header}
              </th>
            ))}
            <th scope="col" className="asset-table-trend">
              {tab.sparkline.header}
            </th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: placeholderRows }, (_, i) => (
                <PlaceholderRow key={i} cells={tab.columns.length + 3} />
              ))
            : rows.map((row) => <AssetRow key={row.symbol} row={row} />)}
        </tbody>
      </table>
    </div>
  )
}

function AssetRow({ row }: { row: DisplayRow }) {
  return (
    <tr>
      <td className="asset-table-rank">{row.rank}</td>
      <th scope="row" className="asset-table-asset">
        <Link
          to="/dashboards/$uuid"
          params={{ uuid: 'asset-overview' }}
          search={{ a: row.symbol }}
          className="asset-table-name"
        >
          <CryptoIcon symbol={row.symbol} size={22} />
          <span>{row.name}</span>
          <span className="asset-table-symbol">{row.symbol}</span>
        </Link>
      </th>
      {row.cells.map((cell) => (
        <td
          key={cell.column.id}
          className={cell.tone ? `asset-table-number tone-${cell.tone}` : 'asset-table-number'}
        >
          <CellValue cell={cell} symbol={row.symbol} />
        </td>
      ))}
      <td className="asset-table-trend">
        <Sparkline values={row.sparkline.values} label={row.sparkline.label} width={112} />
      </td>
    </tr>
  )
}

function CellValue({ cell, symbol }: { cell: DisplayCell; symbol: string }) {
  if (!cell.column.opensPriceChart || cell.text === missingValue) return cell.text
  return (
    <Link
      to="/charts/$id"
      params={{ id: priceChartId }}
      search={{ a: symbol }}
      title={`Open the ${symbol} price chart`}
    >
      {cell.text}
    </Link>
  )
}

function PlaceholderRow({ cells }: { cells: number }) {
  return (
    <tr aria-hidden="true">
      {Array.from({ length: cells }, (_, i) => (
        <td key={i}>
          <div className="placeholder-block" />
        </td>
      ))}
    </tr>
  )
}
