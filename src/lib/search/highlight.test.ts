import { describe, expect, it } from 'vitest'
import { highlightParts } from './highlight'

describe('highlightParts', () => {
  it('splits matched and plain runs', () => {
    expect(
      highlightParts('<em>Bit</em>coin <em>Sharpe</em> Signal', 'Bitcoin Sharpe Signal'),
    ).toEqual([
      { text: 'Bit', match: true },
      { text: 'coin ', match: false },
      { text: 'Sharpe', match: true },
      { text: ' Signal', match: false },
    ])
  })

  it('keeps other markup as text', () => {
    const name = 'A <img src=x onerror=alert(1)> dashboard'
    expect(highlightParts('A <img src=x onerror=alert(1)> <em>dash</em>board', name)).toEqual([
      { text: 'A <img src=x onerror=alert(1)> ', match: false },
      { text: 'dash', match: true },
      { text: 'board', match: false },
    ])
  })

  it('reads the service’s escaped text back as characters, still never as markup', () => {
    expect(highlightParts('Fees &amp; <em>rev</em>enue', 'Fees & revenue')).toEqual([
      { text: 'Fees & ', match: false },
      { text: 'rev', match: true },
      { text: 'enue', match: false },
    ])
    const name = 'A <b>bold</b> "name"'
    expect(highlightParts('A &lt;b&gt;<em>bold</em>&lt;/b&gt; &quot;name&quot;', name)).toEqual([
      { text: 'A <b>', match: false },
      { text: 'bold', match: true },
      { text: '</b> "name"', match: false },
    ])
  })

  it('shows the plain name when the highlight does not spell it', () => {
    expect(highlightParts('<em>Old</em> name', 'New name')).toEqual([
      { text: 'New name', match: false },
    ])
    expect(highlightParts(null, 'BTC')).toEqual([{ text: 'BTC', match: false }])
  })
})
