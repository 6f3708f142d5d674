import { useId } from 'react'
import { Dropdown } from '@/lib/ui/Dropdown'
import { ChartEntry } from './ChartEntry'
import type { ChartGroup } from './chartGroups'
import type { StartAction } from './libraryActions'

/** A category's heading (with rename and delete for the user's own) and its charts. */
export function CategorySection({
  group,
  openId,
  onAction,
}: {
  group: ChartGroup
  /** The id in the address, to mark the chart on screen. */
  openId: string | undefined
  onAction: StartAction
}) {
  const headingId = useId()
  // Found by id when the dialog closes: the menu button that opened it gets focus back.
  const menuId = useId()
  const returnFocus = () => document.getElementById(menuId)?.querySelector('button')?.focus()
  const { category } = group

  return (
    <section className="library-group" aria-labelledby={headingId}>
      <div className="library-group-header">
        <h2 id={headingId}>{group.name}</h2>
        {category ? (
          <div id={menuId}>
            <Dropdown
              trigger="⋯"
              label={`Actions for category ${group.name}`}
              className="icon-button library-menu-button"
              align="end"
              items={[
                {
                  key: 'rename',
                  label: 'Rename…',
                  onSelect: () => onAction({ kind: 'renameCategory', category, returnFocus }),
                },
                {
                  key: 'delete',
                  label: 'Delete…',
                  onSelect: () => onAction({ kind: 'deleteCategory', category, returnFocus }),
                },
              ]}
            />
          </div>
        ) : null}
      </div>
      {group.charts.length === 0 ? (
        <p className="library-note">No charts in this category</p>
      ) : (
        <ul>
          {group.charts.map((chart) => (
            <ChartEntry
              key={chart.uuid}
              chart={chart}
              open={openId?.toLowerCase() === chart.uuid}
              onAction={onAction}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
