import { useState } from 'react'

const genericIcon = '/icons/crypto-generic.svg'

/**
 * An asset's icon, loaded by lowercase symbol (charts.md §2); the generic image when the asset
 * has none. Decorative by default: the symbol or name is always written next to it.
 */
export function CryptoIcon({ symbol, size = 20 }: { symbol: string; size?: number }) {
  const [missing, setMissing] = useState<string | undefined>(undefined)
  const src =
    missing === symbol
      ? genericIcon
      : `/crypto-icons/${encodeURIComponent(symbol.toLowerCase())}.svg`
  return (
    <img
      className="crypto-icon"
      src={src}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      onError={() => setMissing(symbol)}
    />
  )
}
