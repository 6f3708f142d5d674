import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { genericAssetIconPath } from '@/core/api/assets'
import { notFound } from '../http/httpError'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

/** A lowercase asset symbol as the app asks for it; anything else is never looked up. */
const symbolPattern = /^[a-z0-9]{1,16}$/

type Variant = 'branded' | 'background'

/**
 * Where @web3icons/core files an asset's icon: under tokens by upper-case symbol, or, for a coin
 * that is its network's own (TON), under networks by lower-case name, as the package's metadata
 * does.
 */
const iconFolders = [
  (symbol: string, variant: Variant) => `tokens/${variant}/${symbol.toUpperCase()}`,
  (symbol: string, variant: Variant) => `networks/${variant}/${symbol}`,
] as const

export interface CryptoIconRoutesOptions {
  /** The built app, whose generic asset image answers for a symbol without an icon. */
  staticDir: string
}

/**
 * GET /crypto-icons/{symbol}.svg: the asset's icon by lowercase symbol (charts.md §2), from the
 * @web3icons/core package (branded SVGs). A symbol the package has no icon for gets the app's
 * generic asset image, so a page listing such assets logs no failed requests. Icons are immutable
 * per package version, so they are cached for a day by browsers and the service worker.
 */
export async function cryptoIconRoutes(
  app: FastifyInstance,
  { staticDir }: CryptoIconRoutesOptions,
): Promise<void> {
  // Only found icons are kept: their number is bounded by the package, unlike made-up symbols.
  const found = new Map<string, string>()
  const load = async (symbol: string) => {
    const svg = found.get(symbol) ?? (await loadIcon(symbol))
    if (svg !== undefined) found.set(symbol, svg)
    return svg
  }
  // Read per request while missing: the app may be built after the server started.
  let generic: string | undefined
  const genericIcon = async () =>
    (generic ??= await readFile(path.join(staticDir, genericAssetIconPath), 'utf8').catch(
      () => undefined,
    ))

  app.get<{ Params: { file: string } }>(
    '/crypto-icons/:file',
    { schema: schemas.cryptoIcon },
    async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file)
      const symbol = match?.[1]
      if (symbol === undefined || !symbolPattern.test(symbol)) throw notFound('Unknown icon')
      const svg = (await load(symbol)) ?? (await genericIcon())
      if (svg === undefined) throw notFound(`No icon for ${symbol}`)
      void reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
      return svg
    },
  )
}

async function loadIcon(symbol: string): Promise<string | undefined> {
  for (const folder of iconFolders) {
    const branded = await importIcon(folder(symbol, 'branded'))
    if (branded === undefined) continue
    // A few branded icons are drawn for dark backgrounds (XRP's is white on nothing) and vanish
    // on the app's light surfaces: those come with their own background instead.
    if (whiteOnly(branded)) return (await importIcon(folder(symbol, 'background'))) ?? branded
    return branded
  }
  return undefined
}

async function importIcon(file: string): Promise<string | undefined> {
  try {
    const module = (await import(`@web3icons/core/svgs/${file}.svg.js`)) as { default?: unknown }
    if (typeof module.default === 'string') return module.default
  } catch {
    // No icon of this name in the package.
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
