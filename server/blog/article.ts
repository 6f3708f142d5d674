import type { Article, BlogTag } from '@/core/api/blog'
import { documentIdFor } from '../cms/documentId'

/** An article as written: plain paragraphs, tags by slug; the API fields are derived. */
export interface ArticleSource {
  slug: string
  title: string
  excerpt: string
  /** ISO 8601. */
  publishedAt: string
  tags: readonly string[]
  paragraphs: readonly string[]
}

export const blogTags: Readonly<Record<string, string>> = {
  'week-on-chain': 'The Week On-chain',
  newsletter: 'Newsletter',
  research: 'Research',
  product: 'Product',
}

/** Ghost's reading speed: words per minute. */
const wordsPerMinute = 275

export function toArticle(source: ArticleSource): Article {
  const tags = source.tags.map(tagOf)
  const words = source.paragraphs.join(' ').split(/\s+/).filter(Boolean).length
  return {
    id: documentIdFor('posts', source.slug),
    slug: source.slug,
    title: source.title,
    excerpt: source.excerpt,
    feature_image: `/blog/images/${source.slug}.svg`,
    url: `/blog/${source.slug}`,
    published_at: source.publishedAt,
    reading_time: Math.max(1, Math.ceil(words / wordsPerMinute)),
    tags,
    primary_tag: tags[0] ?? null,
    html: source.paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('\n'),
  }
}

function tagOf(slug: string): BlogTag {
  const name = blogTags[slug]
  if (name === undefined) throw new Error(`Unknown blog tag: ${slug}`)
  return { id: documentIdFor('tags', slug), name, slug }
}

/** Escapes text for HTML and SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
