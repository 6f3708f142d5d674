/**
 * Cache-Control for files of the built app, by path relative to STATIC_DIR.
 *
 * Vite puts content-hashed files under assets/, so a name never changes meaning: cache them for
 * a year. Everything else keeps its name across releases (index.html, sw.js,
 * manifest.webmanifest, registerSW.js, icons): browsers must revalidate (a cheap 304 thanks to
 * the ETag) so a new release and a new service worker are picked up at once.
 */
export const immutableCacheControl = 'public, max-age=31536000, immutable'
export const revalidateCacheControl = 'no-cache'

export function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.replaceAll('\\', '/').replace(/^\/+/, '')
  return normalized.startsWith('assets/') ? immutableCacheControl : revalidateCacheControl
}
