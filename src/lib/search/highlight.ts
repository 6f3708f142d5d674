/** One run of a highlighted value: matched text or plain text. */
export interface HighlightPart {
  text: string
  match: boolean
}

const tag = /<em>|<\/em>/g

// The service escapes the text around the tags (as HTML would need); runs are text, so the
// five entities it writes are turned back into characters.
const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const unescape = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)

/**
 * Splits an Algolia `_highlightResult` value (matches between <em> and </em>, the default tags)
 * into runs of text to render as elements, never as HTML: the service's escaping is undone in
 * each run, and any other markup stays text. When the value does not spell `plain` once the
 * tags are gone (a stale highlight), the plain name is shown unhighlighted rather than odd text.
 */
export function highlightParts(value: string | null, plain: string): HighlightPart[] {
  if (value === null || unescape(value.replace(tag, '')) !== plain) {
    return [{ text: plain, match: false }]
  }
  const parts: HighlightPart[] = []
  let match = false
  let last = 0
  for (const found of value.matchAll(tag)) {
    const text = unescape(value.slice(last, found.index))
    if (text) parts.push({ text, match })
    match = found[0] === '<em>'
    last = found.index + found[0].length
  }
  const rest = unescape(value.slice(last))
  if (rest) parts.push({ text: rest, match })
  return parts
}
