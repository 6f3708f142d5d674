import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { docsPages } from './docsPages'
import './docs.css'

/** The docs' navigation beside the page (above it on phones). */
export function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="docs">
      <nav className="docs-nav" aria-label="Documentation">
        <p className="docs-nav-title">Documentation</p>
        <ul>
          <li>
            <Link
              to="/docs"
              activeOptions={{ exact: true }}
              activeProps={{ 'aria-current': 'page' }}
            >
              Overview
            </Link>
          </li>
          {docsPages.map((page) => (
            <li key={page.slug}>
              <Link
                to="/docs/$page"
                params={{ page: page.slug }}
                activeProps={{ 'aria-current': 'page' }}
              >
                {page.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/docs/api" activeProps={{ 'aria-current': 'page' }}>
              API reference
            </Link>
          </li>
        </ul>
      </nav>
      <div className="docs-content">{children}</div>
    </div>
  )
}
