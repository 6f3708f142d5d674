import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { postsQuerySchema } from '@/core/api/blog'
import { escapeXml } from '../blog/article'
import { createBlogService, type BlogOptions } from '../blog/blogService'
import type { BtcCloses } from '../blog/btcCloses'
import { featureImageSvg } from '../blog/featureImage'
import { sendCacheable, sendCacheableJson } from '../cms/sendCacheable'
import { notFound } from '../http/httpError'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'invalid slug') })

/**
 * The blog content service in the shape of the Ghost Content API (docs/api.md, "Content
 * management and blog"), the feature images it links to, and a plain reading page per article.
 */
export async function blogRoutes(
  app: FastifyInstance,
  options: Omit<BlogOptions, 'closeOf'> & { closes?: BtcCloses },
): Promise<void> {
  const { closes } = options
  const blog = createBlogService({ clock: options.clock, closeOf: closes?.closeOf })
  // The weekly issues quote BTC closes; the source may answer asynchronously, so they are loaded
  // (once a day) before a handler builds articles from them.
  if (closes !== undefined) app.addHook('preHandler', async () => closes.load())

  const find = (params: unknown) => {
    const { slug } = slugParams.parse(params)
    const article = blog.post(slug)
    if (article === undefined) throw notFound(`Unknown article: ${slug}`)
    return article
  }

  app.get('/blog/posts', { schema: schemas.posts }, async (request, reply) =>
    sendCacheableJson(request, reply, blog.posts(postsQuerySchema.parse(request.query))),
  )

  app.get('/blog/posts/slug/:slug', { schema: schemas.post }, async (request, reply) =>
    sendCacheableJson(request, reply, { posts: [find(request.params)] }),
  )

  app.get('/blog/images/:file', { schema: schemas.postImage }, async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params)
    const slug = file.endsWith('.svg') ? file.slice(0, -4) : ''
    const image = blog.featureImage(slugParams.parse({ slug }).slug)
    if (image === undefined) throw notFound(`Unknown image: ${file}`)
    return sendCacheable(
      request,
      reply,
      featureImageSvg(slug, image.title, image.values),
      'image/svg+xml; charset=utf-8',
    )
  })

  // The article's `url`: a bare page without scripts or inline styles, which the CSP allows.
  app.get('/blog/:slug', { schema: schemas.postPage }, async (request, reply) => {
    const article = find(request.params)
    const page = [
      '<!doctype html><html lang="en"><head><meta charset="utf-8">',
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(article.title)}</title></head>`,
      `<body><main><article><h1>${escapeXml(article.title)}</h1>`,
      `<p><time datetime="${article.published_at}">${article.published_at.slice(0, 10)}</time> · ${article.reading_time} min read</p>`,
      `<img src="${article.feature_image}" alt="" width="600" height="315">`,
      article.html,
      '</article><p><a href="/home">Onchain Studio</a></p></main></body></html>',
    ].join('')
    return sendCacheable(request, reply, page, 'text/html; charset=utf-8')
  })
}
