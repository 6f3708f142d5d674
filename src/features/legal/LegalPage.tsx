import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { LegalSection, type LegalSectionProps } from './LegalSection'
import { legalEntity } from './legalEntity'
import './legal.css'

export interface LegalPageProps {
  title: string
  /** ISO date (YYYY-MM-DD) of the current version of the text. */
  lastUpdated: string
  /** Introductory content followed by LegalSection elements (directly, in arrays or fragments). */
  children: ReactNode
}

export interface TocEntry {
  id: string
  title: string
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

function formatIsoDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

function isSection(node: ReactNode): node is ReactElement<LegalSectionProps> {
  return isValidElement(node) && node.type === LegalSection
}

function flatten(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? flatten(child.props.children)
      : [child],
  )
}

/** The contents of a page: every LegalSection among its children, in order. */
export function tableOfContents(children: ReactNode): TocEntry[] {
  return flatten(children)
    .filter(isSection)
    .map((section) => ({ id: section.props.id, title: section.props.title }))
}

/** Shared layout of the legal and info pages: title, version date, contents, sections. */
export function LegalPage({ title, lastUpdated, children }: LegalPageProps) {
  const nodes = flatten(children)
  const firstSection = nodes.findIndex(isSection)
  const intro = firstSection === -1 ? nodes : nodes.slice(0, firstSection)
  const body = firstSection === -1 ? [] : nodes.slice(firstSection)
  const toc = tableOfContents(body)

  return (
    <article className="legal">
      <title>{`${title} | ${legalEntity.productName}`}</title>
      <header className="legal-header">
        <h1>{title}</h1>
        <p className="legal-updated">
          Last updated: <time dateTime={lastUpdated}>{formatIsoDate(lastUpdated)}</time>
        </p>
      </header>
      {intro}
      {toc.length > 0 && (
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <p className="legal-toc-title" id="legal-toc-title">
            On this page
          </p>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {body}
    </article>
  )
}
