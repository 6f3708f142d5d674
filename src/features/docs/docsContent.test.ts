import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { docsPages } from './docsPages'
import { headingSlug } from './headingSlug'

/*
 * The docs' own links: every page of the app and every anchor they name exists, and none leads
 * to another site (tests/links.spec.ts refuses hosts the deployment does not configure).
 */

const source = (slug: string) =>
  readFileSync(path.resolve('src/features/docs/content', `${slug}.md`), 'utf8')

/** The app's routes by full path (src/routeTree.gen.ts), as patterns. */
const routes = (() => {
  const tree = readFileSync(path.resolve('src/routeTree.gen.ts'), 'utf8')
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/'([^']+)':/g)]
    .map(([, route = '']) => route)
    .filter((route) => route !== '/$')
    .map((route) => new RegExp(`^${route.replace(/\/$/, '').replace(/\$\w+/g, '[^/]+')}/?$`))
})()

const headings = (markdown: string) =>
  [...markdown.matchAll(/^#{2,3} (.+)$/gm)].map(([, text = '']) => headingSlug(text))

const links = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)]+)\)/g)].map(([, href = '']) => href)

describe('the user documentation', () => {
  it.each(docsPages.map((page) => [page.slug, page.title]))(
    '%s starts with its title',
    (slug, title) => {
      expect(source(slug).split('\n')[0]).toBe(`# ${title}`)
    },
  )

  it('links only to pages of this app, the docs pages that exist and their headings', () => {
    const problems: string[] = []
    for (const page of docsPages) {
      for (const href of links(source(page.slug))) {
        const url = new URL(href, 'http://app.invalid')
        if (url.origin !== 'http://app.invalid') problems.push(`${page.slug}: ${href} leaves`)
        else if (url.pathname.startsWith('/v1/')) continue
        else if (!routes.some((route) => route.test(url.pathname))) {
          problems.push(`${page.slug}: ${href} opens no page`)
        }
        const docs = /^\/docs\/([^/]+)$/.exec(url.pathname)?.[1]
        if (docs !== undefined && docs !== 'api') {
          if (!docsPages.some((other) => other.slug === docs)) {
            problems.push(`${page.slug}: ${href} names no docs page`)
          } else if (url.hash && !headings(source(docs)).includes(url.hash.slice(1))) {
            problems.push(`${page.slug}: ${href} names no heading of ${docs}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('loads every page, each its own text', async () => {
    const loaded = await Promise.all(docsPages.map((page) => page.load()))
    expect(loaded.map(({ default: text }) => text.split('\n')[0])).toEqual(
      docsPages.map((page) => `# ${page.title}`),
    )
  })
})
