import { Link } from '@tanstack/react-router'
import type { Article } from '@/core/api/blog'
import { articleDate } from './articleDate'

/** An article in the Insights list: image, tag, title (the link), date, reading time, excerpt. */
export function ArticleCard({ article }: { article: Article }) {
  return (
    <article className="insight-card">
      <img src={article.feature_image} alt="" width={600} height={315} loading="lazy" />
      <div className="insight-card-body">
        {article.primary_tag ? <p className="insight-tag">{article.primary_tag.name}</p> : null}
        <h2>
          <Link to="/insights/$slug" params={{ slug: article.slug }}>
            {article.title}
          </Link>
        </h2>
        <p className="muted insight-meta">
          <time dateTime={article.published_at}>{articleDate(article.published_at)}</time> ·{' '}
          {article.reading_time} min read
        </p>
        <p className="insight-excerpt">{article.excerpt}</p>
      </div>
    </article>
  )
}
