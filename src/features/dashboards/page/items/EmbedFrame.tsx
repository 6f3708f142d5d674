/*
 * A frame of another site inside a shared dashboard. The address is always one computed by the
 * allow-list (dashboards/embedUrls.ts), never the one typed. The sandbox lets the player run its
 * own scripts on its own origin and go full screen, and nothing else: no top navigation, no
 * popups, no forms; the referrer is the origin only.
 */
export const embedSandbox = 'allow-scripts allow-same-origin allow-presentation'

export function EmbedFrame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      className="dashboard-embed"
      src={src}
      title={title}
      sandbox={embedSandbox}
      referrerPolicy="strict-origin-when-cross-origin"
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      loading="lazy"
    />
  )
}
