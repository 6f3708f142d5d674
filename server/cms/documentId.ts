import { createHash } from 'node:crypto'

/**
 * A stable Strapi-style `documentId` (24 lower-case characters) for a document identified by
 * its collection and natural key, so ids do not change between restarts or instances.
 */
export function documentIdFor(collection: string, key: string): string {
  return createHash('sha256').update(`${collection}:${key}`).digest('hex').slice(0, 24)
}

/** Numbers documents from 1 in their content order and gives each its documentId. */
export function asDocuments<T extends object>(
  collection: string,
  items: readonly T[],
  keyOf: (item: T) => string,
): (T & { id: number; documentId: string })[] {
  return items.map((item, index) => ({
    id: index + 1,
    documentId: documentIdFor(collection, keyOf(item)),
    ...item,
  }))
}
