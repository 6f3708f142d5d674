import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { blogPostQuery } from '@/lib/content/blogQueries'
import { errorMessage } from '@/lib/api/apiError'
import { classifyFailure } from '@/lib/api/statusHandling'
import { readState } from '@/lib/query/readState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { Placeholder } from '@/lib/ui/Placeholder'
import { articleBody } from './articleHtml'
import { articleDate } from './articleDate'
import './insights.css'

const backLink = (
  <Link to="/insights" className="insight-back">
    ← All insights
  </Link>
)

/** /insights/{slug}: one article of the blog. */
export function ArticlePage({ slug }: { slug: string }) {
  const query = useQuery(blogPostQuery(slug))
  const state = readState(query)
  const article = query.data
  const body = useMemo(() => (article ? articleBody(article.html) : []), [article])

  if (state.kind === 'loading') {
    return (
      <section className="page insight-page">
        {backLink}
        <Placeholder kind="dashboard" />
      </section>
    )
  }
  if (state.kind === 'offline') {
    return (
      <section className="page insight-page">
        {backLink}
        <h1>Insights</h1>
        <div className="card">
          <OfflineNotice subject="this article" onRetry={state.retry} />
        </div>
      </section>
    )
  }
  if (state.kind === 'error' || article === undefined) {
    const error = state.kind === 'error' ? state.error : undefined
    const missing = classifyFailure(error) === 'notFound'
    return (
      <section className="page insight-page">
        {backLink}
        <h1>{missing ? 'Article not found' : 'Could not load the article'}</h1>
        {missing ? (
          <p className="muted">There is no article at this address. The latest are in Insights.</p>
        ) : (
          <>
            <p className="muted" role="alert">
              {errorMessage(error)}
            </p>
            {state.kind === 'error' ? (
              <button type="button" className="button" onClick={state.retry}>
                Try again
              </button>
            ) : null}
          </>
        )}
      </section>
    )
  }
  return (
    <article className="page insight-page">
      <title>{`${article.title} | Onchain Studio`}</title>
      {backLink}
      <header className="insight-header">
        {article.primary_tag ? <p className="insight-tag">{article.primary_tag.name}</p> : null}
        <h1>{article.title}</h1>
        <p className="muted insight-meta">
          <time dateTime={article.published_at}>{articleDate(article.published_at)}</time> ·{' '}
          {article.reading_time} min read
        </p>
      </header>
      <img className="insight-image" src={article.feature_image} alt="" width={600} height={315} />
      <div className="insight-body">{body}</div>
    </article>
  )
}
