import type { ReactNode } from 'react'
import { emptyStateText } from '@/core/charts/chartErrors'

/** What a list or chart shows when there is nothing to show; "No data" by default. */
export function EmptyState({
  title = emptyStateText,
  children,
}: {
  title?: string
  children?: ReactNode
}) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state-title">{title}</p>
      {children}
    </div>
  )
}
