import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderAt } from '@/lib/testing/apiTestHarness'
import { articleBody } from './articleHtml'

afterEach(cleanup)

async function renderBody(html: string) {
  renderAt('/insights/x', <div data-testid="body">{articleBody(html)}</div>)
  return screen.findByTestId('body')
}

describe('an article body', () => {
  it('keeps the elements of written text', async () => {
    const body = await renderBody(
      '<h2>Flows</h2><p>Exchange <strong>outflows</strong> rose <em>again</em>.</p><ul><li>One</li></ul>',
    )
    expect(body.innerHTML).toBe(
      '<h2>Flows</h2><p>Exchange <strong>outflows</strong> rose <em>again</em>.</p><ul><li>One</li></ul>',
    )
  })

  it('drops scripts, styles, frames, handlers and every attribute it does not know', async () => {
    const body = await renderBody(
      '<p onclick="alert(1)" style="color:red" class="x">Text</p><script>alert(2)</script>' +
        '<style>p{}</style><object data="/x.swf"><embed src="/x.swf"></object>' +
        '<img src="x" onerror="alert(3)"><img src="https://tracker.example/p.gif">' +
        '<div>kept <b>text</b></div>',
    )
    expect(body.innerHTML).toBe('<p>Text</p><span>kept <b>text</b></span>')
  })

  it('keeps links to our pages in the app, others in a new tab, and no script links', async () => {
    const body = await renderBody(
      '<p><a href="/charts/MarketMvrv?a=BTC">MVRV</a> <a href="https://example.org/paper">paper</a> ' +
        '<a href="javascript:alert(1)">bad</a> <a href="/blog/images/a.svg">image</a></p>',
    )
    const links = [...body.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
    ])
    expect(links).toEqual([
      ['MVRV', '/charts/MarketMvrv?a=BTC', null],
      ['paper', 'https://example.org/paper', '_blank'],
      ['image', '/blog/images/a.svg', '_blank'],
    ])
    expect(body.textContent).toContain('bad')
  })

  it('keeps images from our own origin only', async () => {
    const body = await renderBody('<img src="/blog/images/week.svg" alt="BTC closes">')
    const image = body.querySelector('img')
    expect(image?.getAttribute('src')).toBe('/blog/images/week.svg')
    expect(image?.getAttribute('alt')).toBe('BTC closes')
  })
})
