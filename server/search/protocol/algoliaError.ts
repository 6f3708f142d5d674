/**
 * An error the search service answers in Algolia's shape, `{ message, status }`, with any
 * headers it needs (a 429's `Retry-After`).
 */
export class AlgoliaError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message)
    this.name = 'AlgoliaError'
  }
}
