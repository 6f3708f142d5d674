/** Entity kinds with their own loading placeholder (charts.md section 2). */
export type PlaceholderKind =
  | 'asset'
  | 'chart'
  | 'dashboard'
  | 'dashboards'
  | 'metric'
  | 'metrics'
  | 'workbench'
  | 'workbenches'

const rows: Record<PlaceholderKind, number> = {
  asset: 1,
  chart: 1,
  dashboard: 4,
  dashboards: 6,
  metric: 1,
  metrics: 8,
  workbench: 1,
  workbenches: 6,
}

/** A shimmering skeleton shaped like what is loading, announced politely to screen readers. */
export function Placeholder({ kind }: { kind: PlaceholderKind }) {
  return (
    <div className={`placeholder placeholder-${kind}`} role="status" aria-label={`Loading ${kind}`}>
      {Array.from({ length: rows[kind] }, (_, i) => (
        <div key={i} className="placeholder-block" />
      ))}
    </div>
  )
}
