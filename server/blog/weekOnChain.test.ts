import { describe, expect, it } from 'vitest'
import { articleSchema } from '@/core/api/blog'
import { toArticle } from './article'
import { editorialArticles } from './editorial'
import { firstIssueMs, isoWeek, weekMarket, weekOnChainIssues } from './weekOnChain'

const dayMs = 86_400_000

describe('weekOnChainIssues', () => {
  it('publishes one issue every Monday from the first one up to the clock', () => {
    expect(weekOnChainIssues(firstIssueMs - 1)).toEqual([])
    expect(weekOnChainIssues(firstIssueMs)).toHaveLength(1)
    const issues = weekOnChainIssues(firstIssueMs + 10 * 7 * dayMs - 1)
    expect(issues).toHaveLength(10)
    for (const issue of issues) expect(new Date(issue.publishedAt).getUTCDay()).toBe(1)
    expect(new Set(issues.map((issue) => issue.slug)).size).toBe(10)
  })

  it('uses templates without prices and the week closes with them', () => {
    const [plain] = weekOnChainIssues(firstIssueMs)
    expect(plain?.title).toBe('The Week On-chain, Week 2, 2025: Exchange balances')
    // The first issue covers 30 Dec 2024 to 5 Jan 2025. Closes rise by 1 a day from 100 on
    // the Sunday before (29 Dec): 101 on the Monday, 107 on the last Sunday, +7% on the week.
    const sundayBefore = Date.UTC(2024, 11, 29) / 1000
    const closeOf = (day: number) => 100 + (day - sundayBefore) / 86_400
    const [priced] = weekOnChainIssues(firstIssueMs, closeOf)
    expect(priced?.title).toBe('The Week On-chain, Week 2, 2025: Bitcoin gains 7.0% at $107')
    expect(priced?.excerpt).toContain('between $101 and $107')
  })

  it('gives no market summary when a close is missing', () => {
    expect(weekMarket(firstIssueMs, () => undefined)).toBeUndefined()
  })

  it('numbers weeks as ISO 8601 does', () => {
    expect(isoWeek(new Date(Date.UTC(2025, 0, 6)))).toEqual({ week: 2, year: 2025 })
    expect(isoWeek(new Date(Date.UTC(2026, 11, 28)))).toEqual({ week: 53, year: 2026 })
    expect(isoWeek(new Date(Date.UTC(2027, 0, 1)))).toEqual({ week: 53, year: 2026 })
  })
})

function firstEditorial() {
  const [article] = editorialArticles
  if (article === undefined) throw new Error('no editorial article')
  return article
}

describe('articles', () => {
  it('are valid, with a reading time from the word count', () => {
    const articles = [...editorialArticles, ...weekOnChainIssues(Date.UTC(2026, 10, 21))].map(
      toArticle,
    )
    for (const article of articles) articleSchema.parse(article)
    const long = toArticle({ ...firstEditorial(), paragraphs: ['word '.repeat(600)] })
    expect(long.reading_time).toBe(3)
  })

  it('escape their text in the HTML body', () => {
    const article = toArticle({ ...firstEditorial(), paragraphs: ['a < b & c'] })
    expect(article.html).toBe('<p>a &lt; b &amp; c</p>')
  })
})
