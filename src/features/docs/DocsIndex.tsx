import { Link } from '@tanstack/react-router'
import { DocsLayout } from './DocsLayout'
import { docsPages } from './docsPages'

/** /docs: what the documentation covers, one line a page. */
export function DocsIndex() {
  return (
    <DocsLayout>
      <title>Documentation | Onchain Studio</title>
      <article className="docs-article">
        <h1>Documentation</h1>
        <p>
          How to use Onchain Studio: reading charts, building workbenches with formulas, arranging
          dashboards, setting alerts and calling the API. New here? Start with{' '}
          <Link to="/docs/$page" params={{ page: 'getting-started' }}>
            Getting started
          </Link>
          .
        </p>
        <ul className="docs-index">
          {docsPages.map((page) => (
            <li key={page.slug}>
              <Link to="/docs/$page" params={{ page: page.slug }}>
                {page.title}
              </Link>
              <span className="muted">{page.summary}</span>
            </li>
          ))}
          <li>
            <Link to="/docs/api">API reference</Link>
            <span className="muted">
              Every endpoint with its parameters and answers, and a way to try them.
            </span>
          </li>
        </ul>
      </article>
    </DocsLayout>
  )
}
