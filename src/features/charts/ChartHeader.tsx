import { Link } from '@tanstack/react-router'
import type { CatalogMetric } from '@/core/api/catalog'
import { metricSeriesOperation } from '@/core/charts/docsLink'
import { CryptoIcon } from '@/lib/ui/CryptoIcon'
import { Dropdown } from '@/lib/ui/Dropdown'
import { FavoriteStar } from '@/lib/favorites/FavoriteStar'

/** Name, asset picker, tier, favourite star, description and the metric's API documentation. */
export function ChartHeader({
  metric,
  asset,
  onAsset,
}: {
  metric: CatalogMetric
  asset: string
  onAsset: (asset: string) => void
}) {
  return (
    <header className="chart-header">
      <div className="chart-title">
        <h1>{metric.name}</h1>
        <Dropdown
          label={`Asset: ${asset}`}
          className="chart-asset-picker"
          trigger={
            <>
              <CryptoIcon symbol={asset} />
              <span>{asset}</span>
              <span aria-hidden="true">▾</span>
            </>
          }
          items={metric.metricAssets.map((symbol) => ({
            key: symbol,
            label: (
              <span className="chart-asset-option">
                <CryptoIcon symbol={symbol} size={16} />
                {symbol}
              </span>
            ),
            onSelect: () => onAsset(symbol),
          }))}
        />
        <span className="chart-tier" title={`Tier ${metric.tier}`}>
          T{metric.tier}
        </span>
        <FavoriteStar
          target={{
            configType: 'metric',
            meta: { asset, metricCode: metric.metricCode },
            name: metric.name,
          }}
        />
      </div>
      {metric.description && <p className="chart-description">{metric.description}</p>}
      {/* Swagger UI opens the operation named in the hash (its deep link). */}
      <Link
        className="chart-docs-link"
        to="/docs/api"
        hash={`/${metricSeriesOperation.tag}/${metricSeriesOperation.operationId}`}
      >
        API docs for this metric
      </Link>
    </header>
  )
}
