import { topAssets } from '@/core/constants'

const top: readonly string[] = topAssets

/**
 * Symbols in table order (app.md section 9): the spec's top assets in their order, then the
 * others by market cap, largest first; assets without a market cap last, in the source's order.
 */
export function rankSymbols(
  symbols: readonly string[],
  marketCap: (symbol: string) => number | null,
): string[] {
  const head = top.filter((symbol) => symbols.includes(symbol))
  const rest = symbols
    .filter((symbol) => !top.includes(symbol))
    .map((symbol, index) => ({ symbol, index, cap: marketCap(symbol) ?? -Infinity }))
    .sort((a, b) => b.cap - a.cap || a.index - b.index)
    .map(({ symbol }) => symbol)
  return [...head, ...rest]
}
