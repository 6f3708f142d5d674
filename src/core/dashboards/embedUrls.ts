/*
 * What a dashboard may embed: videos from known hosts (YouTube, Vimeo, Loom) and reports from
 * Looker Studio. A dashboard is shared by link, so an embed is a frame in someone else's
 * browser: only https addresses of these hosts are accepted (the server refuses the rest on
 * save), and the app frames only the embed address computed here, never the address as typed.
 */

export const videoHosts = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
  'loom.com',
  'www.loom.com',
] as const

export const reportHosts = ['lookerstudio.google.com', 'datastudio.google.com'] as const

const youTubeId = /^[A-Za-z0-9_-]{11}$/
const vimeoId = /^\d{1,12}$/
const vimeoHash = /^[0-9a-f]{6,20}$/i
const loomId = /^[0-9a-f]{32}$/i
const reportPath =
  /^\/(?:embed\/)?(reporting|u\/\d\/reporting)\/[A-Za-z0-9-]{8,64}(?:\/page\/[A-Za-z0-9_-]{1,64})?\/?$/

/** An https address without credentials or an unusual port; undefined otherwise. */
function parseHttps(url: string): URL | undefined {
  if (url.length > 2048 || !URL.canParse(url)) return undefined
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:' || parsed.port !== '') return undefined
  if (parsed.username !== '' || parsed.password !== '') return undefined
  return parsed
}

/** YouTube's start time: `t=90`, `t=1m30s` or `start=90`, in seconds. */
function youTubeStart(url: URL): number | undefined {
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start')
  if (raw === null) return undefined
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(raw)
  if (match === null || raw === '') return undefined
  const [, h = '0', m = '0', s = '0'] = match
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s)
  return seconds > 0 ? seconds : undefined
}

function youTubeEmbed(url: URL): string | undefined {
  const host = url.hostname
  const segments = url.pathname.split('/').filter((segment) => segment !== '')
  let id: string | undefined
  if (host === 'youtu.be') {
    id = segments.length === 1 ? segments[0] : undefined
  } else if (segments[0] === 'watch' && segments.length === 1) {
    id = url.searchParams.get('v') ?? undefined
  } else if (['embed', 'shorts', 'live'].includes(segments[0] ?? '') && segments.length === 2) {
    id = segments[1]
  }
  if (id === undefined || !youTubeId.test(id)) return undefined
  // The no-cookie domain: a viewer of a shared dashboard is not tracked until they press play.
  const start = youTubeStart(url)
  return `https://www.youtube-nocookie.com/embed/${id}${start === undefined ? '' : `?start=${start}`}`
}

function vimeoEmbed(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter((segment) => segment !== '')
  let id: string | undefined
  let hash: string | undefined
  if (url.hostname === 'player.vimeo.com') {
    if (segments[0] !== 'video' || segments.length !== 2) return undefined
    id = segments[1]
    hash = url.searchParams.get('h') ?? undefined
  } else {
    // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted) or vimeo.com/channels/{name}/{id}.
    const numeric = segments.findIndex((segment) => vimeoId.test(segment))
    if (numeric === -1) return undefined
    const before = segments.slice(0, numeric)
    const known = before.length === 0 || (before.length === 2 && before[0] === 'channels')
    if (!known || segments.length > numeric + 2) return undefined
    id = segments[numeric]
    hash = segments[numeric + 1]
  }
  if (id === undefined || !vimeoId.test(id)) return undefined
  if (hash !== undefined && !vimeoHash.test(hash)) return undefined
  return `https://player.vimeo.com/video/${id}${hash === undefined ? '' : `?h=${hash}`}`
}

function loomEmbed(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter((segment) => segment !== '')
  if (segments.length !== 2 || !['share', 'embed'].includes(segments[0] ?? '')) return undefined
  const id = segments[1]
  if (id === undefined || !loomId.test(id)) return undefined
  return `https://www.loom.com/embed/${id.toLowerCase()}`
}

/** The embed address of a video on a known host, or undefined when it may not be embedded. */
export function videoEmbedUrl(url: string): string | undefined {
  const parsed = parseHttps(url.trim())
  if (parsed === undefined) return undefined
  const host = parsed.hostname
  if (!(videoHosts as readonly string[]).includes(host)) return undefined
  if (host.includes('youtu')) return youTubeEmbed(parsed)
  if (host.includes('vimeo')) return vimeoEmbed(parsed)
  return loomEmbed(parsed)
}

/**
 * The embed address of a Looker Studio report (a report page or its embed address; the old
 * Data Studio host is the same service), or undefined when it may not be embedded.
 */
export function reportEmbedUrl(url: string): string | undefined {
  const parsed = parseHttps(url.trim())
  if (parsed === undefined) return undefined
  if (!(reportHosts as readonly string[]).includes(parsed.hostname)) return undefined
  const match = reportPath.exec(parsed.pathname)
  if (match === null) return undefined
  const path = parsed.pathname.replace(/^\/(?:embed\/)?(?:u\/\d\/)?/, '').replace(/\/$/, '')
  return `https://lookerstudio.google.com/embed/${path}`
}

export function isAllowedVideoUrl(url: string): boolean {
  return videoEmbedUrl(url) !== undefined
}

export function isAllowedReportUrl(url: string): boolean {
  return reportEmbedUrl(url) !== undefined
}
