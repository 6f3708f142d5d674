import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SafeMarkdown, safeMarkdownUrl } from './SafeMarkdown'

afterEach(() => {
  cleanup()
  delete (window as { pwned?: boolean }).pwned
})

const hostile = [
  '# Title',
  '',
  '<script>window.pwned = true</script>',
  '',
  '<img src="x" onerror="window.pwned = true">',
  '',
  '<div onclick="window.pwned = true" style="position:fixed">overlay</div>',
  '',
  '[click me](javascript:window.pwned=true)',
  '',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '',
  '![pixel](https://tracker.example/p.gif)',
  '',
  '<iframe src="https://evil.example"></iframe>',
  '',
  '[docs](https://docs.example.com/a) and **bold**',
].join('\n')

describe('SafeMarkdown', () => {
  it('renders markdown as elements and never raw HTML, scripts or handlers', () => {
    const { container } = render(<SafeMarkdown source={hostile} />)
    expect(container.querySelector('h1')?.textContent).toBe('Title')
    expect(container.querySelector('strong')?.textContent).toBe('bold')
    for (const tag of ['script', 'img', 'iframe', 'div', 'style']) {
      expect(container.querySelector(tag)).toBeNull()
    }
    const withHandlers = [...container.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    )
    expect(withHandlers).toEqual([])
    expect(container.querySelector('[style]')).toBeNull()
    expect((window as { pwned?: boolean }).pwned).toBeUndefined()
  })

  it('keeps http(s) links, opened apart from the app, and drops script and data targets', () => {
    const { container } = render(<SafeMarkdown source={hostile} />)
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs.sort()).toEqual(['https://docs.example.com/a', 'https://tracker.example/p.gif'])
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('rel')).toContain('noopener')
      expect(a.getAttribute('target')).toBe('_blank')
    }
    expect(container.textContent).toContain('click me')
  })

  it('allows only http, https, mailto and relative targets', () => {
    expect(safeMarkdownUrl('https://a.example/x')).toBe('https://a.example/x')
    expect(safeMarkdownUrl('mailto:me@example.com')).toBe('mailto:me@example.com')
    expect(safeMarkdownUrl('/charts/x')).toBe('/charts/x')
    expect(safeMarkdownUrl('javascript:alert(1)')).toBe('')
    expect(safeMarkdownUrl('JaVaScRiPt:alert(1)')).toBe('')
    expect(safeMarkdownUrl('vbscript:x')).toBe('')
    expect(safeMarkdownUrl('data:text/html,x')).toBe('')
  })
})
