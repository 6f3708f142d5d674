/**
 * Swagger UI's deep link (`#/{tag}/{operationId}`) opens the operation but, in this page, leaves it
 * where it is, often far below the fold: its own scroll runs when the operation first renders,
 * before the link is read. Once the document is shown, the operation the address names is
 * scrolled to the top, as a link to it promises ("API docs for this metric").
 */
export function scrollToLinkedOperation(hash = window.location.hash): void {
  const match = /^#\/([^/]+)\/([^/]+)$/.exec(hash)
  if (match === null) return
  const [, tag = '', operationId = ''] = match
  const id = `operations-${decodeURIComponent(tag)}-${decodeURIComponent(operationId)}`
  const scroll = () => {
    const element = document.getElementById(id)
    if (element === null) return false
    element.scrollIntoView({ block: 'start' })
    return true
  }
  if (scroll()) return
  // Rendered a moment after the document arrives: wait for it, briefly.
  const observer = new MutationObserver(() => {
    if (scroll()) observer.disconnect()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  window.setTimeout(() => observer.disconnect(), 10_000)
}
