import { queryOptions } from '@tanstack/react-query'
import { postResponseSchema, postsResponseSchema } from '@/core/api/blog'
import { requestJson } from '@/lib/api/client'

/*
 * The blog content service (`/blog`, Ghost-shaped; docs/api.md, "Content management and blog").
 * Answers are kept in the persisted query cache like every screen's, so articles read once open
 * offline.
 */

/** Articles per page of the Insights list. */
export const insightsPageSize = 12

/** One page of the published articles, newest first. */
export function blogPostsQuery(page: number, limit = insightsPageSize) {
  return queryOptions({
    queryKey: ['blog', 'posts', { page, limit }],
    queryFn: async () =>
      postsResponseSchema.parse(await requestJson(`/blog/posts?limit=${limit}&page=${page}`)),
  })
}

/** One article by its slug. */
export function blogPostQuery(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: async () => {
      const body = await requestJson(`/blog/posts/slug/${encodeURIComponent(slug)}`)
      return postResponseSchema.parse(body).posts[0]
    },
  })
}
