import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ChangelogItem } from '@/core/api/cms'
import { errorMessage } from '@/lib/api/apiError'
import { readState } from '@/lib/query/readState'
import { EmptyState } from '@/lib/ui/EmptyState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { PageHeader } from '@/lib/ui/PageHeader'
import { Placeholder } from '@/lib/ui/Placeholder'
import { ChangelogEntry } from './ChangelogEntry'
import { changelogPageQuery, changelogYearsQuery } from './changelogQueries'
import './changelog.css'

interface ChangelogPageProps {
  page: number
  /** Only this year's items (UTC); all when undefined. */
  year: number | undefined
}

/** /changelog: the What's New items, newest first, five a page, by year. */
export function ChangelogPage({ page, year }: ChangelogPageProps) {
  const items = useQuery(changelogPageQuery(page, year))
  const years = useQuery(changelogYearsQuery)
  const state = readState(items)
  const pagination = items.data?.meta.pagination
  const pages = pagination && 'pageCount' in pagination ? pagination.pageCount : 1

  return (
    <section className="page changelog-page">
      <PageHeader
        title="Changelog"
        description="What's new in Onchain Studio: new metrics and features, improvements, fixes and deprecations."
      />
      {years.data && years.data.length > 0 ? (
        <nav className="changelog-years" aria-label="Year">
          <Link to="/changelog" search={{}} aria-current={year === undefined ? 'page' : undefined}>
            All
          </Link>
          {years.data.map((y) => (
            <Link
              key={y}
              to="/changelog"
              search={{ year: y }}
              aria-current={year === y ? 'page' : undefined}
            >
              {y}
            </Link>
          ))}
        </nav>
      ) : null}
      {state.kind === 'loading' ? (
        <Placeholder kind="metrics" />
      ) : state.kind === 'offline' ? (
        <div className="card">
          <OfflineNotice subject="the changelog" onRetry={state.retry} />
        </div>
      ) : state.kind === 'error' ? (
        <div className="card">
          <EmptyState title="Could not load the changelog">
            <p className="muted" role="alert">
              {errorMessage(state.error)}
            </p>
            <button type="button" className="button" onClick={state.retry}>
              Try again
            </button>
          </EmptyState>
        </div>
      ) : items.data === undefined || items.data.data.length === 0 ? (
        <div className="card">
          <EmptyState title={year === undefined ? 'No updates yet' : `No updates in ${year}`}>
            {year === undefined && page === 1 ? null : <Link to="/changelog">See all updates</Link>}
          </EmptyState>
        </div>
      ) : (
        <>
          <ol className="changelog-list" aria-label="Updates">
            {items.data.data.map((item: ChangelogItem) => (
              <li key={item.documentId}>
                <ChangelogEntry item={item} />
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="changelog-pager" aria-label="Pages of updates">
              {page > 1 ? (
                <Link to="/changelog" search={{ year, page: page - 1 }} rel="prev">
                  ← Newer
                </Link>
              ) : null}
              <span className="muted">
                Page {Math.min(page, pages)} of {pages}
              </span>
              {page < pages ? (
                <Link to="/changelog" search={{ year, page: page + 1 }} rel="next">
                  Older →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
