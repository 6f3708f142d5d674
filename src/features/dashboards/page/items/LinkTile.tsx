import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { DashboardItem } from '@/core/api/dashboardItems'

type LinkItem = Extract<DashboardItem, { configType: 'dashboard' | 'workbench' }>

/** A tile opening a favourite: another dashboard, or a saved chart or workbench. */
export function LinkTile({ item }: { item: LinkItem }) {
  const id = item.meta.uuid ?? item.meta.slug ?? ''
  const asset = item.meta.asset ?? undefined
  const kind = item.configType === 'dashboard' ? 'Dashboard' : 'Chart'
  const body: ReactNode = (
    <>
      <span className="dashboard-link-kind">{kind}</span>
      <span className="dashboard-link-name">{item.extra.name}</span>
      {asset && <span className="muted">{asset}</span>}
    </>
  )
  return item.configType === 'dashboard' ? (
    <Link
      className="dashboard-link-tile"
      to="/dashboards/$uuid"
      params={{ uuid: id }}
      search={asset ? { a: asset } : {}}
    >
      {body}
    </Link>
  ) : (
    <Link
      className="dashboard-link-tile"
      to="/charts/$id"
      params={{ id }}
      search={asset ? { a: asset } : {}}
    >
      {body}
    </Link>
  )
}
