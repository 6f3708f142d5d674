import { Link } from '@tanstack/react-router'
import { createElement, type ReactNode } from 'react'
import { isApiPath } from '@/core/api/prefixes'

/*
 * An article's HTML (the blog service's `html`, Ghost-shaped) as React elements, never as
 * innerHTML: only the elements of written text are kept, links only to http(s) or our own paths,
 * images only from our origin; scripts, styles, frames, handlers and every other attribute are
 * dropped (their text kept where it is text).
 */

const textElements = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'blockquote',
  'figure',
  'figcaption',
  'code',
  'pre',
  'br',
  'hr',
  'sup',
  'sub',
])

/** Elements whose content is not text and goes with them. */
const droppedWhole = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'svg'])

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (!(node instanceof Element)) return null
  const name = node.tagName.toLowerCase()
  if (droppedWhole.has(name)) return null
  const children = convertAll(node.childNodes)
  if (name === 'a') return link(node.getAttribute('href'), children, key)
  if (name === 'img') return image(node, key)
  if (textElements.has(name)) {
    return createElement(name, { key }, ...(name === 'br' || name === 'hr' ? [] : children))
  }
  // An unknown element keeps its text.
  return children.length === 0 ? null : <span key={key}>{children}</span>
}

function convertAll(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return Array.from(nodes, (child, index) => convert(child, index))
}

function link(href: string | null, children: ReactNode[], key: number): ReactNode {
  if (href === null) return <span key={key}>{children}</span>
  if (/^\/(?![/\\])/.test(href) && !isApiPath(new URL(href, location.origin).pathname)) {
    return (
      <Link key={key} to={href}>
        {children}
      </Link>
    )
  }
  if (/^https?:\/\//i.test(href) || href.startsWith('/')) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return <span key={key}>{children}</span>
}

function image(node: Element, key: number): ReactNode {
  const src = node.getAttribute('src')
  if (src === null || !/^\/(?![/\\])/.test(src)) return null
  return <img key={key} src={src} alt={node.getAttribute('alt') ?? ''} loading="lazy" />
}

/** The article body as React elements (see above). */
export function articleBody(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html')
  return convertAll(document.body.childNodes)
}
