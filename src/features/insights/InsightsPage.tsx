import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { blogPostsQuery } from '@/lib/content/blogQueries'
import { errorMessage } from '@/lib/api/apiError'
import { readState } from '@/lib/query/readState'
import { EmptyState } from '@/lib/ui/EmptyState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { PageHeader } from '@/lib/ui/PageHeader'
import { Placeholder } from '@/lib/ui/Placeholder'
import { ArticleCard } from './ArticleCard'
import './insights.css'

/** /insights: the blog's articles, newest first, a page at a time (`?page=`). */
export function InsightsPage({ page }: { page: number }) {
  const query = useQuery(blogPostsQuery(page))
  const state = readState(query)
  const pagination = query.data?.meta.pagination
  return (
    <section className="page insights-page">
      <PageHeader
        title="Insights"
        description="Research, the weekly on-chain newsletter and product news from the Onchain Studio team."
      />
      {state.kind === 'loading' ? (
        <Placeholder kind="dashboards" />
      ) : state.kind === 'offline' ? (
        <div className="card">
          <OfflineNotice subject="these articles" onRetry={state.retry} />
        </div>
      ) : state.kind === 'error' ? (
        <div className="card">
          <EmptyState title="Could not load the articles">
            <p className="muted" role="alert">
              {errorMessage(state.error)}
            </p>
            <button type="button" className="button" onClick={state.retry}>
              Try again
            </button>
          </EmptyState>
        </div>
      ) : query.data === undefined || query.data.posts.length === 0 ? (
        <div className="card">
          <EmptyState title={page > 1 ? 'No articles on this page' : 'No articles yet'}>
            {page > 1 ? <Link to="/insights">Back to the latest articles</Link> : null}
          </EmptyState>
        </div>
      ) : (
        <>
          <ul className="insights-list" aria-label="Articles">
            {query.data.posts.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          {pagination && pagination.pages > 1 ? (
            <nav className="insights-pager" aria-label="Pages of articles">
              {pagination.prev === null ? null : (
                <Link to="/insights" search={{ page: pagination.prev }} rel="prev">
                  ← Newer articles
                </Link>
              )}
              <span className="muted">
                Page {pagination.page} of {pagination.pages}
              </span>
              {pagination.next === null ? null : (
                <Link to="/insights" search={{ page: pagination.next }} rel="next">
                  Older articles →
                </Link>
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
