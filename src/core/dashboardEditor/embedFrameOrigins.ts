/*
 * The origins a dashboard frames: the embed addresses that dashboards/embedUrls.ts computes
 * (YouTube's no-cookie player, Vimeo's player, Loom, Looker Studio) and nothing else. The
 * server's Content-Security-Policy lists exactly these in frame-src, so a frame of any other
 * address is refused by the browser even if it got past the allow-list.
 */
export const embedFrameOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
  'https://lookerstudio.google.com',
] as const
