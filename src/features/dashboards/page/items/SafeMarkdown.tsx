import Markdown, { defaultUrlTransform, type Components } from 'react-markdown'

/*
 * Markdown written by any dashboard owner and shown to everyone who opens the dashboard, so it
 * is rendered as React elements only: raw HTML in the source is dropped (`skipHtml`), never
 * parsed, so no <script>, event attribute or style can reach the page. Links keep only http(s)
 * and mailto targets; anything else (javascript:, data:, vbscript:) loses its href. Images are
 * shown as links: the CSP allows images from our own origin only, and a remote image would also
 * tell its host who is reading the dashboard.
 */

const allowedProtocols = /^(https?:|mailto:)/i

/** The link target kept for a markdown URL, or '' when it is not a safe one. */
export function safeMarkdownUrl(url: string): string {
  const kept = defaultUrlTransform(url)
  if (kept === '') return ''
  // Relative links stay inside the app; absolute ones must use an allowed protocol.
  if (/^[a-z][a-z0-9+.-]*:/i.test(kept) && !allowedProtocols.test(kept)) return ''
  return kept
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src !== '' ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow">
        {alt || src}
      </a>
    ) : (
      <span>{alt}</span>
    ),
}

export function SafeMarkdown({ source }: { source: string }) {
  return (
    <Markdown skipHtml urlTransform={safeMarkdownUrl} components={components}>
      {source}
    </Markdown>
  )
}
