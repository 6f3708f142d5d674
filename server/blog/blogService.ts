import { filterTags, type Article, type PostsQuery, type PostsResponse } from '@/core/api/blog'
import { defaultPostsLimit } from '@/core/api/blog'
import { toArticle, type ArticleSource } from './article'
import { editorialArticles } from './editorial'
import { weekMarket, weekOnChainIssues, type CloseOf } from './weekOnChain'

export interface BlogService {
  posts(query: PostsQuery): PostsResponse
  post(slug: string): Article | undefined
  /** The SVG feature image of a published article. */
  featureImage(slug: string): { title: string; values: number[] | undefined } | undefined
}

export interface BlogOptions {
  clock: () => number
  /** BTC daily closes for the weekly issues; templates only without it. */
  closeOf?: CloseOf
}

/**
 * Published articles, newest first: the editorial ones published by the clock and the weekly
 * issues up to it. Rebuilt only when a new article comes out (the count of published ones
 * changes), since past weeks' closes do not change.
 */
export function createBlogService({ clock, closeOf }: BlogOptions): BlogService {
  let cached: { key: string; sources: ArticleSource[]; articles: Article[] } | undefined

  const published = () => {
    const now = clock()
    const editorial = editorialArticles.filter((a) => Date.parse(a.publishedAt) <= now)
    const weekly = weekOnChainIssues(now)
    const key = `${editorial.length}/${weekly.length}`
    if (cached?.key !== key) {
      const sources = [...editorial, ...weekOnChainIssues(now, closeOf)].sort((a, b) =>
        b.publishedAt.localeCompare(a.publishedAt),
      )
      cached = { key, sources, articles: sources.map(toArticle) }
    }
    return cached
  }

  return {
    posts({ filter, limit = defaultPostsLimit, page = 1 }) {
      const tags = filter === undefined ? undefined : filterTags(filter)
      const matching = published().articles.filter(
        (article) => tags === undefined || article.tags.some((tag) => tags.includes(tag.slug)),
      )
      const pages = Math.ceil(matching.length / limit)
      return {
        posts: matching.slice((page - 1) * limit, page * limit),
        meta: {
          pagination: {
            page,
            limit,
            pages,
            total: matching.length,
            next: page < pages ? page + 1 : null,
            prev: page > 1 ? page - 1 : null,
          },
        },
      }
    },
    post: (slug) => published().articles.find((article) => article.slug === slug),
    featureImage(slug) {
      const source = published().sources.find((article) => article.slug === slug)
      if (source === undefined) return undefined
      const isWeekly = source.tags.includes('week-on-chain')
      const market = isWeekly ? weekMarket(Date.parse(source.publishedAt), closeOf) : undefined
      return { title: source.title, values: market?.closes }
    },
  }
}
