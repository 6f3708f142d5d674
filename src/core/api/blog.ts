import { z } from 'zod'

/*
 * The blog content service (`/blog`) in the shape of the Ghost Content API: posts listed with
 * `filter=tag:{slug}`, `limit` and `page`, wrapped in `{posts, meta: {pagination}}`.
 */

/** The tag of the weekly on-chain newsletter shown on the home page. */
export const weekOnChainTag = 'week-on-chain'

export const blogTagSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
})
export type BlogTag = z.infer<typeof blogTagSchema>

/** An article (app.md section 3) with the Ghost fields the app reads. */
export const articleSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  /** Same-origin image URL (served by the blog service). */
  feature_image: z.string().min(1),
  /** Where the article is read. */
  url: z.string().min(1),
  /** ISO 8601. */
  published_at: z.iso.datetime(),
  /** Minutes, rounded up from the word count. */
  reading_time: z.number().int().positive(),
  tags: z.array(blogTagSchema),
  primary_tag: blogTagSchema.nullable(),
  /** The article body (HTML). */
  html: z.string(),
})
export type Article = z.infer<typeof articleSchema>

export const blogPaginationSchema = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  next: z.number().int().positive().nullable(),
  prev: z.number().int().positive().nullable(),
})

/** GET /blog/posts. */
export const postsResponseSchema = z.object({
  posts: z.array(articleSchema),
  meta: z.object({ pagination: blogPaginationSchema }),
})
export type PostsResponse = z.infer<typeof postsResponseSchema>

/** GET /blog/posts/slug/{slug}: Ghost answers a one-element list. */
export const postResponseSchema = z.object({ posts: z.tuple([articleSchema]) })

export const defaultPostsLimit = 15
export const maxPostsLimit = 100

const positiveInteger = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d*$/, `${name} must be a positive whole number`)
    .transform(Number)

/**
 * Query of GET /blog/posts. `filter` takes Ghost's tag filters: `tag:{slug}` or
 * `tag:[{slug},{slug}]` (any of them). `key` (Ghost's content API key) is accepted and ignored.
 */
export const postsQuerySchema = z
  .object({
    filter: z
      .string()
      .regex(
        /^tags?:(?:[a-z0-9-]+|\[[a-z0-9-]+(?:,[a-z0-9-]+)*\])$/,
        'filter must be tag:{slug} or tag:[{slug},…]',
      )
      .optional(),
    limit: positiveInteger('limit')
      .pipe(z.number().max(maxPostsLimit, `limit must be at most ${maxPostsLimit}`))
      .optional(),
    page: positiveInteger('page').optional(),
    key: z.string().optional(),
  })
  .strict()
export type PostsQuery = z.infer<typeof postsQuerySchema>

/** The tag slugs a `filter` names. */
export function filterTags(filter: string): string[] {
  const value = filter.slice(filter.indexOf(':') + 1)
  return value.startsWith('[') ? value.slice(1, -1).split(',') : [value]
}
