import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LookerItem, VideoItem } from './VideoItem'

afterEach(cleanup)

describe('VideoItem', () => {
  it('frames only the embed address of an allowed host, sandboxed', () => {
    render(<VideoItem title="Recap" url="https://vimeo.com/76979871" />)
    const frame = screen.getByTitle('Recap')
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation')
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin')
  })

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
  ])('says the host is not supported for %s and frames nothing', (url) => {
    const { container } = render(<VideoItem title="" url={url} />)
    expect(screen.getByRole('status').textContent).toContain('This video host is not supported')
    expect(container.querySelector('iframe')).toBeNull()
  })
})

describe('LookerItem', () => {
  it('frames a Looker Studio report at its embed address', () => {
    render(
      <LookerItem
        title=""
        url="https://lookerstudio.google.com/reporting/1a2b3c4d-5e6f/page/p_a"
      />,
    )
    expect(screen.getByTitle('Report').getAttribute('src')).toBe(
      'https://lookerstudio.google.com/embed/reporting/1a2b3c4d-5e6f/page/p_a',
    )
  })

  it('refuses any other address', () => {
    const { container } = render(<LookerItem title="" url="https://example.com/report" />)
    expect(screen.getByRole('status').textContent).toContain('cannot be embedded')
    expect(container.querySelector('iframe')).toBeNull()
  })
})
