/**
 * Names for a metric known only by its path (imported series, upstream listings):
 * `market/price_usd_close` is in group `market`, code `MarketPriceUsdClose`, named
 * "Price Usd Close".
 */
export function namesFromPath(path: string): { group: string; code: string; name: string } {
  const [group = path, metric = path] = path.split('/')
  return {
    group,
    code: [...words(group), ...words(metric)].join(''),
    name: words(metric).join(' '),
  }
}

function words(text: string): string[] {
  return text
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
}
