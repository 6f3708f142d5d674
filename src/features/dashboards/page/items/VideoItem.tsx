import { reportEmbedUrl, videoEmbedUrl } from '@/core/dashboards/embedUrls'
import { EmbedFrame } from './EmbedFrame'

export const unsupportedVideoText = 'This video host is not supported'
export const unsupportedReportText = 'This report address cannot be embedded'

/** A video item: the player of an allow-listed host, or why there is none. */
export function VideoItem({ title, url }: { title: string; url: string }) {
  const embed = videoEmbedUrl(url)
  if (embed === undefined) {
    return (
      <div className="dashboard-embed-refused" role="status">
        <p>{unsupportedVideoText}</p>
        <p className="muted">YouTube, Vimeo and Loom links can be shown here.</p>
      </div>
    )
  }
  return <EmbedFrame src={embed} title={title || 'Video'} />
}

/** A Looker Studio report item, framed like a video. */
export function LookerItem({ title, url }: { title: string; url: string }) {
  const embed = reportEmbedUrl(url)
  if (embed === undefined) {
    return (
      <div className="dashboard-embed-refused" role="status">
        <p>{unsupportedReportText}</p>
        <p className="muted">Looker Studio report links can be shown here.</p>
      </div>
    )
  }
  return <EmbedFrame src={embed} title={title || 'Report'} />
}
