import { docsPage } from './docsPages'

export type LoadedDocsPage =
  | { kind: 'page'; slug: string; title: string; source: string }
  | { kind: 'missing'; slug: string }
  | { kind: 'failed'; slug: string; error: unknown }

/**
 * A docs page's text, for the route's loader. A page that does not exist, or whose chunk could
 * not be fetched (offline before the app was ever installed), is a state of the page, not a
 * thrown error: the docs' navigation stays on screen.
 */
export async function loadDocsPage(slug: string): Promise<LoadedDocsPage> {
  const page = docsPage(slug)
  if (page === undefined) return { kind: 'missing', slug }
  try {
    const { default: source } = await page.load()
    return { kind: 'page', slug, title: page.title, source }
  } catch (error) {
    return { kind: 'failed', slug, error }
  }
}
