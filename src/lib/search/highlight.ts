/** One run of a highlighted value: matched text or plain text. */
export interface HighlightPart {
  text: string
  match: boolean
}

const tag = /<em>|<\/em>/g

/**
 * Splits an Algolia `_highlightResult` value (matches between <em> and </em>, the default tags)
 * into runs of text to render as elements, never as HTML. Anything else in the value, markup
 * included, stays text. When the value does not spell `plain` once the tags are gone (an
 * escaped or stale highlight), the plain name is shown unhighlighted rather than the odd text.
 */
export function highlightParts(value: string | null, plain: string): HighlightPart[] {
  if (value === null || value.replace(tag, '') !== plain) return [{ text: plain, match: false }]
  const parts: HighlightPart[] = []
  let match = false
  let last = 0
  for (const found of value.matchAll(tag)) {
    const text = value.slice(last, found.index)
    if (text) parts.push({ text, match })
    match = found[0] === '<em>'
    last = found.index + found[0].length
  }
  const rest = value.slice(last)
  if (rest) parts.push({ text: rest, match })
  return parts
}
