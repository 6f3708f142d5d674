import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postResponseSchema, postsResponseSchema, weekOnChainTag } from '@/core/api/blog'
import { apiErrorSchema } from '@/core/api/error'
import { editorialArticles } from '../blog/editorial'
import { weekOnChainIssues } from '../blog/weekOnChain'
import { createDemoSource } from '../demo/demoSource'
import { buildTestApp, type TestApp } from '../testing/testApp'

/** Saturday 21 November 2026; the last issue came out on Monday the 16th. */
const clockMs = Date.UTC(2026, 10, 21, 17, 0)

let test: TestApp
beforeAll(async () => {
  test = await buildTestApp({}, { metricSource: createDemoSource(), clock: () => clockMs })
})
afterAll(() => test.close())

async function posts(query: string) {
  const res = await test.app.inject(`/blog/posts${query}`)
  expect(res.statusCode).toBe(200)
  return postsResponseSchema.parse(res.json())
}

describe('GET /blog/posts', () => {
  it('reads the latest weekly issues by tag, limit and page', async () => {
    const body = await posts(`?filter=tag:${weekOnChainTag}&limit=3&page=1`)
    const total = weekOnChainIssues(clockMs).length
    expect(body.meta.pagination).toEqual({
      page: 1,
      limit: 3,
      pages: Math.ceil(total / 3),
      total,
      next: 2,
      prev: null,
    })
    expect(body.posts.map((post) => post.published_at)).toEqual([
      '2026-11-16T07:00:00.000Z',
      '2026-11-09T07:00:00.000Z',
      '2026-11-02T07:00:00.000Z',
    ])
    for (const post of body.posts) {
      expect(post.tags.map((tag) => tag.slug)).toEqual([weekOnChainTag])
      // Built from the demo data: the week's BTC close is in the title.
      expect(post.title).toMatch(
        /^The Week On-chain, Week \d+, 2026: Bitcoin (gains|loses) [\d.]+% at \$[\d,]+$/,
      )
    }
  })

  it('serves the last page and an empty page past it', async () => {
    const total = weekOnChainIssues(clockMs).length
    const pages = Math.ceil(total / 10)
    const last = await posts(`?filter=tag:${weekOnChainTag}&limit=10&page=${pages}`)
    expect(last.posts).toHaveLength(total - (pages - 1) * 10)
    expect(last.meta.pagination.next).toBeNull()
    const beyond = await posts(`?filter=tag:${weekOnChainTag}&limit=10&page=${pages + 1}`)
    expect(beyond.posts).toEqual([])
  })

  it('lists every published article newest first, editorial ones included', async () => {
    const body = await posts('?limit=100')
    const published = editorialArticles.filter((a) => Date.parse(a.publishedAt) <= clockMs)
    expect(body.meta.pagination.total).toBe(weekOnChainIssues(clockMs).length + published.length)
    const dates = body.posts.map((post) => post.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const newsletter = await posts('?filter=tag:newsletter&limit=1')
    expect(newsletter.posts[0]?.slug).toBe('newsletter-november-2026')
    const either = await posts('?filter=tag:[research,product]')
    expect(
      either.posts.every((p) => p.tags.some((t) => ['research', 'product'].includes(t.slug))),
    ).toBe(true)
  })

  it('rejects bad parameters with 400', async () => {
    for (const query of [
      '?limit=0',
      '?limit=abc',
      '?page=-1',
      '?filter=author:me',
      '?sort=title',
    ]) {
      const res = await test.app.inject(`/blog/posts${query}`)
      expect(res.statusCode).toBe(400)
      expect(apiErrorSchema.parse(res.json()).message).not.toBe('')
    }
  })
})

describe('single articles and images', () => {
  it('answers an article by slug, its image and its page', async () => {
    const [latest] = (await posts(`?filter=tag:${weekOnChainTag}&limit=1`)).posts
    if (latest === undefined) throw new Error('no issue')
    const one = await test.app.inject(`/blog/posts/slug/${latest.slug}`)
    expect(postResponseSchema.parse(one.json()).posts[0]).toEqual(latest)

    const image = await test.app.inject(latest.feature_image)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(image.body).toContain('<polyline')

    const page = await test.app.inject(latest.url)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<h1>${latest.title.replaceAll('&', '&amp;')}</h1>`)
  })

  it('answers 404 for unknown slugs and articles not published yet', async () => {
    const unknown = await test.app.inject('/blog/posts/slug/no-such-article')
    expect(unknown.statusCode).toBe(404)
    expect(apiErrorSchema.parse(unknown.json()).message).toBe('Unknown article: no-such-article')
    expect(
      (await test.app.inject('/blog/posts/slug/the-week-on-chain-week-48-2026')).statusCode,
    ).toBe(404)
  })
})
