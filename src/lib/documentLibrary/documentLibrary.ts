import type { NewOperation } from '@/core/sync/operations'
import type { PlaceholderKind } from '@/lib/ui/Placeholder'
import type { GroupableCategory } from './libraryGroups'

/*
 * The document library: the user's saved documents by category, with the category dialogs, the
 * move dialog and the "My …" panel that the chart sidebar (My charts) and the dashboards sidebar
 * (My dashboards) share. Each library describes itself once in a `DocumentLibrary`; what only one
 * of them has (cloning a chart, a new dashboard) stays in its feature.
 */

/** An outbox operation as a library builds it; the outbox adds the owner. */
export type LibraryOperation = Omit<NewOperation, 'owner'>

/** One of the user's categories as the server lists it. */
export interface LibraryCategory extends GroupableCategory {
  /** The version the list was read at: a rename or a delete is made on it (If-Match). */
  version: number
}

/** What tells one document library from another: its words, and its category writes. */
export interface DocumentLibrary<C extends LibraryCategory> {
  /** What the library holds, for sentences: "chart" and "charts". */
  noun: { one: string; many: string }
  /** The first problem with a category name by the server's own schema, or undefined. */
  categoryNameError(name: string): string | undefined
  createCategory(name: string): LibraryOperation
  renameCategory(category: C, name: string): LibraryOperation
  /** The server files the category's documents under Uncategorized in the same transaction. */
  deleteCategory(category: C): LibraryOperation
  /** The "My …" panel's words and shape. */
  panel: {
    placeholder: PlaceholderKind
    /** Before the Log in link a guest sees. */
    guest: string
    /** What the offline notice says cannot be opened: "your saved charts". */
    offlineSubject: string
    empty: { title: string; hint: string }
    /** The search field's label and placeholder. */
    search: string
    /** The level of the category headings in the sidebar's outline. */
    headingLevel: 2 | 3
  }
}

/** A dialog the list opens on the user's own categories. */
export type CategoryAction<C extends LibraryCategory> =
  | { kind: 'createCategory' }
  | {
      kind: 'renameCategory' | 'deleteCategory'
      category: C
      /** How many documents the category holds, whatever the search shows. */
      count: number
    }

/**
 * What the user picked from the list: a category's action, or one of the library's own (`A`,
 * answered by its feature). One dialog answers each.
 */
export type LibraryAction<C extends LibraryCategory, A extends { kind: string }> = (
  CategoryAction<C> | A
) & {
  /** Puts focus back on the control that opened the dialog once it closes. */
  returnFocus?: () => void
}

export type StartAction<C extends LibraryCategory, A extends { kind: string }> = (
  action: LibraryAction<C, A>,
) => void

const categoryKinds: ReadonlySet<string> = new Set([
  'createCategory',
  'renameCategory',
  'deleteCategory',
])

export function isCategoryAction<C extends LibraryCategory, A extends { kind: string }>(
  action: LibraryAction<C, A>,
): action is CategoryAction<C> & { returnFocus?: () => void } {
  return categoryKinds.has(action.kind)
}
