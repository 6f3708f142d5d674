/** A document of an in-memory collection: plain JSON values. */
export type Entity = Readonly<Record<string, unknown>>

/**
 * A relation (or component) of a collection: omitted from responses unless populated. `fields`
 * are the attributes of the related documents (filters and `populate[…][fields]` may name them);
 * without it the related values are scalars, such as a list of asset symbols.
 */
export interface RelationSpec {
  fields?: readonly string[]
}

/** What the query engine needs to know about a collection to validate and run a query. */
export interface CollectionSpec {
  /** The API name, used in error messages (`catalog-metrics`). */
  name: string
  /** Attributes that can be selected, filtered and sorted (`id` and `documentId` included). */
  fields: readonly string[]
  relations?: Readonly<Record<string, RelationSpec>>
  /** Applied when the query has no `sort`. */
  defaultSort?: readonly string[]
  /** Applied when the query has no page size. */
  defaultPageSize?: number
}

/** Fields every document has and every response keeps, whatever `fields` selects. */
export const documentKeys = ['id', 'documentId'] as const
