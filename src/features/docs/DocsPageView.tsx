import { Link, useRouter } from '@tanstack/react-router'
import { errorMessage } from '@/lib/api/apiError'
import { EmptyState } from '@/lib/ui/EmptyState'
import { DocsLayout } from './DocsLayout'
import { DocsMarkdown } from './DocsMarkdown'
import { docsPages } from './docsPages'
import type { LoadedDocsPage } from './loadDocsPage'

/** /docs/{page}: one page of the user documentation, or why it cannot be shown. */
export function DocsPageView({ loaded }: { loaded: LoadedDocsPage }) {
  const router = useRouter()
  if (loaded.kind === 'page') {
    const index = docsPages.findIndex((page) => page.slug === loaded.slug)
    const next = docsPages[index + 1]
    return (
      <DocsLayout>
        <title>{`${loaded.title} | Onchain Studio docs`}</title>
        <article className="docs-article">
          <DocsMarkdown source={loaded.source} />
        </article>
        {next ? (
          <p className="docs-next">
            Next:{' '}
            <Link to="/docs/$page" params={{ page: next.slug }}>
              {next.title}
            </Link>
          </p>
        ) : null}
      </DocsLayout>
    )
  }
  return (
    <DocsLayout>
      <article className="docs-article">
        {loaded.kind === 'missing' ? (
          <>
            <h1>Page not found</h1>
            <p>
              There is no documentation page at this address. The <Link to="/docs">overview</Link>{' '}
              lists every page.
            </p>
          </>
        ) : (
          <>
            <h1>Documentation</h1>
            <EmptyState title="This page could not be loaded">
              <p className="muted" role="alert">
                {errorMessage(loaded.error)}
              </p>
              <button type="button" className="button" onClick={() => void router.invalidate()}>
                Try again
              </button>
            </EmptyState>
          </>
        )}
      </article>
    </DocsLayout>
  )
}
