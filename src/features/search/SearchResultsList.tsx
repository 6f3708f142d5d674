import { CryptoIcon } from '@/lib/ui/CryptoIcon'
import type { ItemHit } from '@/lib/search/searchHits'
import { Highlight } from './Highlight'
import { assetsShown, type SearchOption } from './searchOptions'

type LinkOption = Extract<SearchOption, { kind: 'asset' | 'item' }>

interface Props {
  options: SearchOption[]
  activeIndex: number
  busy: boolean
  /** A plain click opens here; a click with a modifier is left to the browser (new tab). */
  onOpen: (option: LinkOption, inNewTab: boolean) => void
  onExpandAssets: () => void
  onHover: (index: number) => void
}

const typeLabels: Record<ItemHit['type'], string> = {
  chart: 'Chart',
  dashboard: 'Dashboard',
  workbench: 'Workbench',
}

/** An item's assets: 3 icons, then +N. */
function AssetIcons({ assets }: { assets: readonly string[] }) {
  if (assets.length === 0) return null
  const rest = assets.length - assetsShown
  return (
    <span className="search-item-assets" aria-label={`Assets: ${assets.join(', ')}`}>
      {assets.slice(0, assetsShown).map((symbol) => (
        <CryptoIcon key={symbol} symbol={symbol} size={16} />
      ))}
      {rest > 0 ? <span aria-hidden="true">+{rest}</span> : null}
    </span>
  )
}

/** The results state: the asset strip above the charts, dashboards and workbenches. */
export function SearchResultsList({
  options,
  activeIndex,
  busy,
  onOpen,
  onExpandAssets,
  onHover,
}: Props) {
  const link = (option: LinkOption, index: number, children: React.ReactNode) => (
    <a
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={index === activeIndex}
      tabIndex={-1}
      href={option.href}
      className={`search-option search-${option.kind}`}
      onMouseMove={() => onHover(index)}
      onClick={(event) => {
        const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0
        if (!modified) event.preventDefault()
        onOpen(option, modified)
      }}
    >
      {children}
    </a>
  )
  const assets = options.flatMap((option, index) => {
    if (option.kind === 'asset') {
      return [
        link(
          option,
          index,
          <>
            <CryptoIcon symbol={option.hit.symbol} size={20} />
            <span className="search-asset-symbol">{option.hit.symbol}</span>
            <span className="search-asset-name">
              <Highlight value={option.hit.highlightedName} plain={option.hit.name} />
            </span>
          </>,
        ),
      ]
    }
    if (option.kind === 'more') {
      return [
        <div
          key={option.id}
          id={option.id}
          role="option"
          aria-selected={index === activeIndex}
          aria-label={`Show ${option.hidden} more assets`}
          className="search-option search-more"
          onClick={onExpandAssets}
          onMouseMove={() => onHover(index)}
        >
          +{option.hidden}
        </div>,
      ]
    }
    return []
  })
  const items = options.flatMap((option, index) =>
    option.kind === 'item'
      ? [
          link(
            option,
            index,
            <>
              <span className={`search-item-type type-${option.hit.type}`}>
                {typeLabels[option.hit.type]}
              </span>
              <span className="search-item-text">
                <span className="search-item-name">
                  <Highlight value={option.hit.highlightedName} plain={option.hit.name} />
                </span>
                {option.hit.description ? (
                  <span className="search-item-description">{option.hit.description}</span>
                ) : null}
              </span>
              <AssetIcons assets={option.hit.assets} />
            </>,
          ),
        ]
      : [],
  )
  return (
    <div
      id="search-listbox"
      role="listbox"
      aria-label="Search results"
      aria-busy={busy}
      className="search-list"
    >
      {assets.length > 0 ? (
        <div role="group" aria-label="Assets" className="search-asset-strip">
          {assets}
        </div>
      ) : null}
      {items.length > 0 ? (
        <div role="group" aria-label="Charts and dashboards">
          {items}
        </div>
      ) : null}
    </div>
  )
}
