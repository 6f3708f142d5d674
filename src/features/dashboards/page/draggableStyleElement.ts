/*
 * react-draggable (under react-grid-layout) adds a <style> element on the first drag, to keep
 * text from being selected while dragging. The CSP (style-src 'self') blocks inline style
 * elements, so that would be a violation on every first drag. It adds one only when no element
 * has its id: an inert placeholder with that id goes in first, and the same rule ships in
 * dashboards.css.
 */
const styleElementId = 'react-draggable-style-el'

export function reserveDraggableStyleElement(doc: Document = document): void {
  if (doc.getElementById(styleElementId)) return
  const placeholder = doc.createElement('meta')
  placeholder.id = styleElementId
  doc.head.appendChild(placeholder)
}
