import { uncategorized, uncategorizedName } from '@/core/api/dashboards'

/** A saved document as the library lists it: where it is filed. */
export interface LibraryDocument {
  uuid: string
  /** A category's uuid; null or "uncategorized" for Uncategorized. */
  categoryUuid: string | null
}

/** A category as the list groups by it. */
export interface GroupableCategory {
  uuid: string
  name: string
  /** The default category (dashboards list "uncategorized" as one): never its own heading. */
  isDefault?: boolean
}

/** A heading of a "My …" list: one of the user's categories, or the documents without one. */
export interface LibraryGroup<D extends LibraryDocument, C extends GroupableCategory> {
  /** The category's uuid, or "uncategorized". */
  key: string
  name: string
  /** Null for Uncategorized, which cannot be renamed or deleted. */
  category: C | null
  documents: D[]
}

/**
 * The default category of app.md section 3, a document without a category of its own: the
 * dashboards API names it "uncategorized"; a chart has none (null).
 */
export const uncategorizedKey = uncategorized
export { uncategorizedName }

/** Whether a category uuid is the default one (absent, or the literal "uncategorized"). */
export function isUncategorized(categoryUuid: string | null | undefined): boolean {
  return !categoryUuid || categoryUuid.toLowerCase() === uncategorizedKey
}

/** The user's own categories: the default one is listed as Uncategorized, last. */
export function ownCategories<C extends GroupableCategory>(categories: readonly C[]): C[] {
  return categories.filter(
    (category) => category.isDefault !== true && !isUncategorized(category.uuid),
  )
}

/** Whether any of a document's texts holds the filter, ignoring case; a blank filter holds all. */
export function matchesFilter(texts: readonly string[], filter: string): boolean {
  const needle = filter.trim().toLowerCase()
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle))
}

/**
 * The documents under their categories in the categories' order, Uncategorized last. Without a
 * filter every category shows, empty ones too, so a new category can be seen, renamed or deleted;
 * with one only groups holding a match remain. The list's own order (newest first) is kept inside
 * each group, so a document just created is on top.
 *
 * @param texts what the filter is matched against (a name, a description)
 */
export function groupByCategory<D extends LibraryDocument, C extends GroupableCategory>(
  documents: readonly D[],
  categories: readonly C[],
  filter: string,
  texts: (document: D) => readonly string[],
): LibraryGroup<D, C>[] {
  const groups: LibraryGroup<D, C>[] = ownCategories(categories).map((category) => ({
    key: category.uuid,
    name: category.name,
    category,
    documents: [],
  }))
  const byKey = new Map(groups.map((group) => [group.key.toLowerCase(), group]))
  const loose: LibraryGroup<D, C> = {
    key: uncategorizedKey,
    name: uncategorizedName,
    category: null,
    documents: [],
  }
  for (const document of documents) {
    if (!matchesFilter(texts(document), filter)) continue
    // A document filed in a category the list has not caught up with yet (created elsewhere a
    // moment ago) shows as uncategorized until the categories are read again.
    const key = document.categoryUuid?.toLowerCase()
    const group = key === undefined ? undefined : byKey.get(key)
    ;(group ?? loose).documents.push(document)
  }
  const all = loose.documents.length > 0 ? [...groups, loose] : groups
  return filter.trim() === '' ? all : all.filter((group) => group.documents.length > 0)
}

/** How many documents each category holds (by lower-case uuid; "" for none). */
export function countByCategory(documents: readonly LibraryDocument[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { categoryUuid } of documents) {
    const key = categoryUuid?.toLowerCase() ?? ''
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}
