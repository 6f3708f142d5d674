import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderAt } from '@/lib/testing/apiTestHarness'
import { DocsMarkdown } from './DocsMarkdown'

afterEach(cleanup)

describe('DocsMarkdown', () => {
  it('anchors headings and keeps links on the app, the API document and other sites apart', async () => {
    renderAt(
      '/docs/charts',
      <DocsMarkdown
        source={[
          '## Series of `different` resolutions',
          '[Formulas](/docs/formulas#gaps), [the document](/v1/openapi.json), [raw](<javascript:alert(1)>)',
          '<script>alert(1)</script>',
        ].join('\n\n')}
      />,
    )
    const heading = await screen.findByRole('heading', { level: 2 })
    expect(heading.id).toBe('series-of-different-resolutions')
    const formulas = screen.getByRole('link', { name: 'Formulas' })
    expect(formulas.getAttribute('href')).toBe('/docs/formulas#gaps')
    expect(formulas.getAttribute('target')).toBeNull()
    expect(screen.getByRole('link', { name: 'the document' }).getAttribute('href')).toBe(
      '/v1/openapi.json',
    )
    expect(screen.queryByRole('link', { name: 'raw' })?.getAttribute('href') ?? '').not.toMatch(
      /javascript/,
    )
    expect(document.querySelector('script')).toBeNull()
  })
})
