import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DisclaimerPage, disclaimerText } from './DisclaimerPage'

describe('LegalPage', () => {
  it('renders the disclaimer with its heading, contents and fixed text', () => {
    const { container } = render(<DisclaimerPage />)

    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeTruthy()
    expect(container.querySelector('article.legal time')?.getAttribute('dateTime')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    )

    const contents = screen.getByRole('navigation', { name: 'On this page' })
    const links = within(contents).getAllByRole('link')
    const sectionIds = [...container.querySelectorAll('section h2[id]')].map((h) => h.id)
    expect(links.length).toBeGreaterThan(1)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sectionIds.map((id) => `#${id}`))

    expect(disclaimerText.join(' ')).toContain('not financial advice')
    expect(container.textContent).toContain('not financial advice')
  })
})
