import { stableHash } from '@/core/featureFlags'
import { escapeXml } from './article'

const width = 1200
const height = 630
/** Characters per title line at the font size below. */
const lineLength = 32

/**
 * An article's feature image as SVG (1200×630, the usual social-card size), drawn from its
 * title: a background hue from the slug, the title wrapped over up to three lines and, when
 * given, a line of values (a weekly issue's closes). Served same-origin, which the CSP allows.
 */
export function featureImageSvg(slug: string, title: string, values?: readonly number[]): string {
  const hue = stableHash(slug) % 360
  const lines = wrap(title, lineLength).slice(0, 3)
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${200 + i * 72}" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 12%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    text,
    values === undefined ? '' : sparkline(values),
    `<text x="80" y="570" font-family="sans-serif" font-size="28" fill="#ffffffb3">Onchain Studio</text>`,
    '</svg>',
  ].join('')
}

/** A polyline over the lower band of the card, scaled to the values' range. */
function sparkline(values: readonly number[]): string {
  if (values.length < 2) return ''
  const low = Math.min(...values)
  const span = Math.max(...values) - low || 1
  const points = values
    .map((value, i) => {
      const x = 80 + (i / (values.length - 1)) * (width - 160)
      const y = 500 - ((value - low) / span) * 120
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
  return `<polyline points="${points}" fill="none" stroke="#f7931a" stroke-width="6" stroke-linejoin="round"/>`
}

/** Greedy word wrap; a word longer than a line gets a line of its own. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current !== '' && current.length + 1 + word.length > max) {
      lines.push(current)
      current = word
    } else {
      current = current === '' ? word : `${current} ${word}`
    }
  }
  if (current !== '') lines.push(current)
  return lines
}
