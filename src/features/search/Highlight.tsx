import { highlightParts } from '@/lib/search/highlight'

/** A hit's name with the matched runs in <mark>, built as elements (never as HTML). */
export function Highlight({ value, plain }: { value: string | null; plain: string }) {
  return (
    <>
      {highlightParts(value, plain).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  )
}
