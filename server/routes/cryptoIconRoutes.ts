import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/httpError'

/** A lowercase asset symbol as the app asks for it; anything else is never looked up. */
const symbolPattern = /^[a-z0-9]{1,16}$/

/**
 * GET /crypto-icons/{symbol}.svg: the asset's icon by lowercase symbol (charts.md §2), from the
 * @web3icons/core package (branded token SVGs). An asset without an icon answers 404 and the
 * app shows its generic image instead. Icons are immutable per package version, so they are
 * cached for a day by browsers and the service worker.
 */
export async function cryptoIconRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, string | undefined>()
  app.get<{ Params: { file: string } }>('/crypto-icons/:file', async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file)
    const symbol = match?.[1]
    if (symbol === undefined || !symbolPattern.test(symbol)) throw notFound('Unknown icon')
    if (!cache.has(symbol)) cache.set(symbol, await loadIcon(symbol.toUpperCase()))
    const svg = cache.get(symbol)
    if (svg === undefined) throw notFound(`No icon for ${symbol}`)
    void reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
    return svg
  })
}

async function loadIcon(symbol: string): Promise<string | undefined> {
  const branded = await importIcon('branded', symbol)
  // A few branded icons are drawn for dark backgrounds (XRP's is white on nothing) and vanish on
  // the app's light surfaces: those come with their own background instead.
  if (branded !== undefined && whiteOnly(branded)) {
    return (await importIcon('background', symbol)) ?? branded
  }
  return branded
}

async function importIcon(
  variant: 'branded' | 'background',
  symbol: string,
): Promise<string | undefined> {
  try {
    const module = (await import(`@web3icons/core/svgs/tokens/${variant}/${symbol}.svg.js`)) as {
      default?: unknown
    }
    if (typeof module.default === 'string') return module.default
  } catch {
    // No icon for this symbol in the package.
  }
  return undefined
}

const white = new Set(['#fff', '#ffffff', 'white'])

/** Whether every painted fill and stroke of an SVG is white. */
export function whiteOnly(svg: string): boolean {
  const paints = [...svg.matchAll(/\b(?:fill|stroke)="([^"]*)"/g)]
    .map((match) => (match[1] ?? '').toLowerCase())
    .filter((paint) => paint !== 'none')
  return paints.length > 0 && paints.every((paint) => white.has(paint))
}
