/*
 * Asset icons as bitmaps, made once per page from an SVG the page has already loaded.
 *
 * Why: an SVG in an <img> is a document of its own, which Chromium builds on the main thread
 * (1 to 7 ms an icon in traces of the search overlay) each time the image has left the memory
 * cache and is fetched again through the service worker; lists that show the same icons again
 * (each search answer, dashboards) paid it each time, and it held up the answer's paint. A PNG
 * behind a blob URL is read from memory and decoded off the main thread.
 */

const bitmaps = new Map<string, string>()
const started = new Set<string>()

/** At most 3x: sharper than any screen needs for icons of 16 to 24 px. */
function pixelScale(): number {
  return Math.min(3, Math.max(1, Math.ceil(window.devicePixelRatio || 1)))
}

const keyOf = (src: string, size: number) => `${src}@${size * pixelScale()}`

/** The bitmap made from `src` at `size` CSS pixels, once there is one. */
export function iconBitmap(src: string, size: number): string | undefined {
  return bitmaps.get(keyOf(src, size))
}

/**
 * Draws the loaded SVG `image` once at the screen's pixel size and keeps it as a PNG for the
 * next icons of `src` at `size`. Where a browser refuses (a canvas tainted by an SVG, no 2D
 * context), the icons simply stay SVGs.
 */
export function keepAsBitmap(image: HTMLImageElement, src: string, size: number): void {
  const key = keyOf(src, size)
  if (started.has(key)) return
  started.add(key)
  const pixels = size * pixelScale()
  const canvas = document.createElement('canvas')
  canvas.width = pixels
  canvas.height = pixels
  const context = canvas.getContext('2d')
  if (context === null) return
  try {
    context.drawImage(image, 0, 0, pixels, pixels)
    canvas.toBlob((blob) => {
      if (blob !== null) bitmaps.set(key, URL.createObjectURL(blob))
    }, 'image/png')
  } catch {
    // A tainted canvas (toBlob throws SecurityError): the SVG keeps being used.
  }
}
