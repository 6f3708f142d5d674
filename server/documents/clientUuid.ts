import { isUniqueViolation } from '../db/uniqueViolation'
import { conflict } from '../http/httpError'

/*
 * Creates under a uuid the app chose (an offline create replayed from its outbox, which later
 * queued edits already name). A uuid that is taken — by another account too — answers 409: a
 * replay of the same create carries its Idempotency-Key and gets the stored answer instead.
 */

export function uuidTaken(what: string) {
  return conflict(
    `A ${what} with this uuid exists already: replay a create with its Idempotency-Key`,
  )
}

/** Runs the insert; the primary key refusing the uuid becomes the 409. */
export function insertUnderClientUuid<T>(what: string, insert: () => Promise<T>): Promise<T> {
  return insert().catch((error: unknown) => {
    throw isUniqueViolation(error) ? uuidTaken(what) : error
  })
}
