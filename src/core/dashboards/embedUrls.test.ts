import { describe, expect, it } from 'vitest'
import { isAllowedReportUrl, isAllowedVideoUrl, reportEmbedUrl, videoEmbedUrl } from './embedUrls'

const yt = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'

describe('embed addresses', () => {
  it('turns YouTube links of every form into the no-cookie embed', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(yt)
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x')).toBe(yt)
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(yt)
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=1m30s')).toBe(`${yt}?start=90`)
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42')).toBe(
      `${yt}?start=42`,
    )
    expect(videoEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(yt)
    expect(videoEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(yt)
    expect(videoEmbedUrl(' https://youtube.com/live/dQw4w9WgXcQ ')).toBe(yt)
  })

  it('turns Vimeo and Loom links into their players', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    )
    expect(videoEmbedUrl('https://vimeo.com/76979871/8272103f6e')).toBe(
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    )
    expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    )
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    )
    expect(videoEmbedUrl('https://www.loom.com/share/0123456789abcdef0123456789ABCDEF')).toBe(
      'https://www.loom.com/embed/0123456789abcdef0123456789abcdef',
    )
  })

  it('refuses other hosts, plain http, credentials, odd ports and malformed ids', () => {
    for (const url of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/playlist?list=PL123',
      'https://vimeo.com/about',
      'https://www.loom.com/share/not-an-id',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(videoEmbedUrl(url), url).toBeUndefined()
      expect(isAllowedVideoUrl(url)).toBe(false)
    }
  })

  it('accepts Looker Studio reports and gives their embed address', () => {
    const id = '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d'
    const embed = `https://lookerstudio.google.com/embed/reporting/${id}/page/p_abc`
    expect(reportEmbedUrl(`https://lookerstudio.google.com/reporting/${id}/page/p_abc`)).toBe(embed)
    expect(reportEmbedUrl(embed)).toBe(embed)
    expect(reportEmbedUrl(`https://datastudio.google.com/u/0/reporting/${id}/page/p_abc`)).toBe(
      embed,
    )
    expect(isAllowedReportUrl(`https://lookerstudio.google.com/reporting/${id}`)).toBe(true)
    expect(isAllowedReportUrl(`http://lookerstudio.google.com/reporting/${id}`)).toBe(false)
    expect(isAllowedReportUrl(`https://docs.google.com/reporting/${id}`)).toBe(false)
    expect(isAllowedReportUrl('https://lookerstudio.google.com/navigation/reporting')).toBe(false)
    expect(isAllowedReportUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false)
  })
})
