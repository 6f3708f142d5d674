/** An error the search service answers in Algolia's shape, `{ message, status }`. */
export class AlgoliaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'AlgoliaError'
  }
}
