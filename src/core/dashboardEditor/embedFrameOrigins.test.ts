import { describe, expect, it } from 'vitest'
import { reportEmbedUrl, videoEmbedUrl } from '../dashboards/embedUrls'
import { embedFrameOrigins } from './embedFrameOrigins'

const videos = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ?t=90',
  'https://vimeo.com/76979871',
  'https://player.vimeo.com/video/76979871?h=8272103f6e',
  'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
]
const reports = [
  'https://lookerstudio.google.com/reporting/1a2b3c4d-5e6f/page/p_abc',
  'https://datastudio.google.com/embed/reporting/1a2b3c4d-5e6f',
]

describe('embedFrameOrigins', () => {
  it('holds the origin of every embed address the allow-list produces', () => {
    const embeds = [...videos.map(videoEmbedUrl), ...reports.map(reportEmbedUrl)]
    for (const embed of embeds) {
      expect(embed).toBeDefined()
      expect(embedFrameOrigins).toContain(new URL(embed as string).origin)
    }
  })

  it('lists https origins only, without paths', () => {
    for (const origin of embedFrameOrigins) expect(new URL(origin).origin).toBe(origin)
  })
})
