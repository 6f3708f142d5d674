import { Link } from '@tanstack/react-router'
import { Children, isValidElement, type ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { isApiPath } from '@/core/api/prefixes'
import { headingSlug } from './headingSlug'

/** The text of rendered children, for a heading's anchor. */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? textOf(child.props.children)
          : '',
    )
    .join('')
}

/**
 * A link of the docs: a page of the app through the router (the anchor after #, scrolled to);
 * the server's own addresses (the OpenAPI document) and other sites as plain links.
 */
function DocsLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (href === undefined) return <span>{children}</span>
  if (href.startsWith('#')) return <a href={href}>{children}</a>
  const url = new URL(href, 'http://app.invalid')
  if (url.origin === 'http://app.invalid' && !isApiPath(url.pathname)) {
    const hash = url.hash.slice(1)
    return (
      <Link to={url.pathname} {...(hash ? { hash } : {})}>
        {children}
      </Link>
    )
  }
  return url.origin === 'http://app.invalid' ? (
    <a href={href}>{children}</a>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

const components: Components = {
  a: ({ href, children }) => <DocsLink href={href}>{children}</DocsLink>,
  h2: ({ children }) => <h2 id={headingSlug(textOf(children))}>{children}</h2>,
  h3: ({ children }) => <h3 id={headingSlug(textOf(children))}>{children}</h3>,
}

/** A docs page's markdown, written in this repository (so trusted), as React elements. */
export function DocsMarkdown({ source }: { source: string }) {
  return (
    <Markdown skipHtml components={components}>
      {source}
    </Markdown>
  )
}
