/**
 * The one reading of a URL's query string. Fastify parses `request.query` with it (app.ts,
 * `routerOptions.querystringParser`), which is what authentication reads (`api_key`, `token`),
 * and the request log redacts from the same pairs (requestLog.ts). So `api%5Fkey=…` is the
 * `api_key` parameter for both, never a key to one and an unknown name to the other.
 *
 * Names and values are percent-decoded once, `+` reads as a space (WHATWG URLSearchParams, as
 * browsers do); a malformed escape stays as written.
 */
export function queryPairs(rawQuery: string): [name: string, value: string][] {
  return [...new URLSearchParams(rawQuery)]
}

/** `request.query`: a repeated name gives an array, as Fastify's own parser does. */
export function parseQueryString(rawQuery: string): Record<string, string | string[]> {
  // No prototype: `__proto__` or `constructor` in a URL are plain parameter names.
  const query = Object.create(null) as Record<string, string | string[]>
  for (const [name, value] of queryPairs(rawQuery)) {
    const seen = query[name]
    if (seen === undefined) query[name] = value
    else if (Array.isArray(seen)) seen.push(value)
    else query[name] = [seen, value]
  }
  return query
}

/** The query string of a request URL, without `?` and without any fragment. */
export function rawQueryOf(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return ''
  const end = url.indexOf('#', start)
  return url.slice(start + 1, end === -1 ? undefined : end)
}
