import { useState } from 'react'
import { assetIconPath, genericAssetIconPath } from '@/core/api/assets'
import { iconBitmap, keepAsBitmap } from './iconBitmaps'

/**
 * An asset's icon, loaded by lowercase symbol (charts.md §2); the server answers the generic
 * image for an asset without one, and the precached copy stands in when the icon cannot load
 * (offline before it was ever seen). Decorative: the symbol or name is always written next to it.
 */
export function CryptoIcon({ symbol, size = 20 }: { symbol: string; size?: number }) {
  const [missing, setMissing] = useState<string | undefined>(undefined)
  const src = missing === symbol ? genericAssetIconPath : assetIconPath(symbol)
  // Drawn once as a bitmap after the first load (iconBitmaps.ts), then shown from it.
  const bitmap = iconBitmap(src, size)
  return (
    <img
      className="crypto-icon"
      src={bitmap ?? src}
      onLoad={bitmap ? undefined : (event) => keepAsBitmap(event.currentTarget, src, size)}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      onError={() => setMissing(symbol)}
    />
  )
}
