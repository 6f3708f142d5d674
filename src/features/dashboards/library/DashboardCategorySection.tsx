import { useId } from 'react'
import { Dropdown } from '@/lib/ui/Dropdown'
import { DashboardEntry } from './DashboardEntry'
import type { DashboardGroup } from './dashboardGroups'
import type { StartAction } from './libraryActions'
import type { DashboardCategory, DashboardSummary } from './libraryTypes'

/** A category's heading (with rename and delete for the user's own) and its dashboards. */
export function DashboardCategorySection({
  group,
  activeUuid,
  asset,
  total,
  onAction,
}: {
  group: DashboardGroup<DashboardSummary, DashboardCategory>
  activeUuid: string | undefined
  asset: string | undefined
  /** How many dashboards the category holds, whatever the search shows. */
  total: number
  onAction: StartAction
}) {
  const headingId = useId()
  const menuId = useId()
  const returnFocus = () => document.getElementById(menuId)?.querySelector('button')?.focus()
  const { category } = group
  const count = total

  return (
    <section className="dash-library-group" aria-labelledby={headingId}>
      <div className="dash-library-group-header">
        <h3 id={headingId}>{group.name}</h3>
        {category ? (
          <div id={menuId}>
            <Dropdown
              trigger="⋯"
              label={`Actions for category ${group.name}`}
              className="icon-button dash-library-menu-button"
              align="end"
              items={[
                {
                  key: 'rename',
                  label: 'Rename…',
                  onSelect: () =>
                    onAction({ kind: 'renameCategory', category, count, returnFocus }),
                },
                {
                  key: 'delete',
                  label: 'Delete…',
                  onSelect: () =>
                    onAction({ kind: 'deleteCategory', category, count, returnFocus }),
                },
              ]}
            />
          </div>
        ) : null}
      </div>
      {group.dashboards.length === 0 ? (
        <p className="dash-library-note">No dashboards in this category</p>
      ) : (
        <ul>
          {group.dashboards.map((dashboard) => (
            <DashboardEntry
              key={dashboard.uuid}
              dashboard={dashboard}
              asset={asset}
              open={activeUuid?.toLowerCase() === dashboard.uuid.toLowerCase()}
              onAction={onAction}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
