import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadClientConfig } from '@/lib/config/clientConfig'
import { json, renderAt, stubApi } from '@/lib/testing/apiTestHarness'
import { Footer } from './Footer'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function renderFooter(config: object) {
  stubApi({ 'GET /v1/client-config': () => json(200, config) })
  const { queryClient } = renderAt('/home', <Footer />)
  // The page's copy of the configuration is kept across renders: each test reads its own.
  await reloadClientConfig(queryClient)
  return screen.findByRole('contentinfo')
}

describe('Footer', () => {
  it('leads only to pages of the app, and shows no social profile the server does not name', async () => {
    const footer = await renderFooter({})
    const links = within(footer).getAllByRole('link')
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/[a-z]/)
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href')
    expect(href('Insights')).toBe('/insights')
    expect(href('Docs')).toBe('/docs')
    expect(href('Changelog')).toBe('/changelog')
    expect(href('Support')).toBe('/contact?topic=support')
    expect(screen.queryByRole('navigation', { name: 'Social' })).toBeNull()
  })

  it("shows the deployment's social profiles, in a new tab", async () => {
    const footer = await renderFooter({
      socialLinks: [
        { label: 'X', url: 'https://x.com/studio' },
        { label: 'Mastodon', url: 'https://mastodon.social/@studio' },
      ],
    })
    const social = await within(footer).findByRole('navigation', { name: 'Social' })
    const links = within(social).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['X', 'https://x.com/studio'],
      ['Mastodon', 'https://mastodon.social/@studio'],
    ])
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
