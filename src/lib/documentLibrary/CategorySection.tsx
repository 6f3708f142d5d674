import { useId, type ReactNode } from 'react'
import { Dropdown } from '@/lib/ui/Dropdown'
import type { LibraryCategory, StartAction } from './documentLibrary'
import type { LibraryDocument, LibraryGroup } from './libraryGroups'

/** A category's heading (with rename and delete for the user's own) and its documents. */
export function CategorySection<
  D extends LibraryDocument,
  C extends LibraryCategory,
  A extends { kind: string },
>({
  group,
  count,
  headingLevel,
  noun,
  onAction,
  entry,
}: {
  group: LibraryGroup<D, C>
  /** How many documents the category holds, whatever the search shows. */
  count: number
  headingLevel: 2 | 3
  /** What the library holds, plural: "No charts in this category". */
  noun: string
  onAction: StartAction<C, A>
  /** One document's entry (a list item). */
  entry: (document: D) => ReactNode
}) {
  const headingId = useId()
  // Found by id when the dialog closes: the menu button that opened it gets focus back.
  const menuId = useId()
  const returnFocus = () => document.getElementById(menuId)?.querySelector('button')?.focus()
  const { category } = group
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <section className="doc-library-group" aria-labelledby={headingId}>
      <div className="doc-library-group-header">
        <Heading id={headingId}>{group.name}</Heading>
        {category ? (
          <div id={menuId}>
            <Dropdown
              trigger="⋯"
              label={`Actions for category ${group.name}`}
              className="icon-button doc-library-menu-button"
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
      {group.documents.length === 0 ? (
        <p className="doc-library-note">No {noun} in this category</p>
      ) : (
        <ul>{group.documents.map(entry)}</ul>
      )}
    </section>
  )
}
