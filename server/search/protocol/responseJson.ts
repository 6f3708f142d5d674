import type { FilterableRecord } from './recordPredicates'
import { retrieve, type SearchHit, type SearchResponse } from './runQuery'

/*
 * The JSON of search answers, written by hand from pieces: a record's JSON is made once and
 * kept (records never change in place: a change is a new record), and each hit adds only its
 * `_highlightResult`. A single letter's answer holds 70 records, most of them the same public
 * charts search after search; stringifying them anew, with the copies `attributesToRetrieve`
 * made, was a good part of a request's time and garbage.
 */

const everyAttribute = '*'
const recordJson = new WeakMap<FilterableRecord, string>()

/** The record as `attributesToRetrieve` asks, without its closing brace (never empty: objectID). */
function openRecordJson(record: FilterableRecord, attributes: readonly string[]): string {
  if (attributes.length === 1 && attributes[0] === everyAttribute) {
    let json = recordJson.get(record)
    if (json === undefined) {
      json = JSON.stringify(retrieve(record, attributes)).slice(0, -1)
      recordJson.set(record, json)
    }
    return json
  }
  return JSON.stringify(retrieve(record, attributes)).slice(0, -1)
}

function hitJson(hit: SearchHit): string {
  const highlight = JSON.stringify(hit.highlightResult)
  return `${openRecordJson(hit.record, hit.attributes)},"_highlightResult":${highlight}}`
}

/** One response as Algolia writes it: the hits, then the other fields. */
export function searchResponseJson(response: SearchResponse): string {
  const { hits, ...rest } = response
  return `{"hits":[${hits.map(hitJson).join(',')}],${JSON.stringify(rest).slice(1)}`
}

/** The answer of a multi-query: `{ results: [response, …] }`. */
export function multiQueryJson(responses: readonly SearchResponse[]): string {
  return `{"results":[${responses.map(searchResponseJson).join(',')}]}`
}

export const jsonContentType = 'application/json; charset=utf-8'
