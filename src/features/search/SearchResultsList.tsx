import { memo, startTransition, useEffect, useState } from 'react'
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

/**
 * Options painted in the first frame of an answer: the asset strip and about ten items, what the
 * list shows (half the window's height, about 8 items of 52 px on a desktop; phones, whose list
 * fills the screen, get the rest a frame later). Fewer rows paint sooner: their asset icons are
 * SVGs the main thread rasterises (the paint bench was 5 to 13 ms faster at p50 with 10 than with
 * 20, in two interleaved runs). The rest follow once that frame is painted, unless the arrow
 * keys reach them first.
 */
export const firstPaintedOptions = 14

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

/** The same row: its place, what it shows and where it opens, and whether it is active. */
function sameRow(a: RowProps, b: RowProps): boolean {
  if (a.index !== b.index || a.active !== b.active) return false
  const [x, y] = [a.option, b.option]
  if (x === y) return true
  if (x.kind === 'more' && y.kind === 'more') return x.id === y.id && x.hidden === y.hidden
  // A hit is kept as it was when an answer asked again brings it unchanged (structural sharing).
  if (x.kind === 'asset' && y.kind === 'asset') {
    return x.id === y.id && x.hit === y.hit && x.href === y.href
  }
  if (x.kind === 'item' && y.kind === 'item') {
    return x.id === y.id && x.hit === y.hit && x.href === y.href
  }
  return false
}

interface RowProps {
  option: SearchOption
  index: number
  active: boolean
}

/**
 * One option, re-rendered only when it changes (sameRow): a keystroke, the debounce, the arrow
 * keys or the same answer again re-render one or two rows, not 70. Clicks and hovers are handled
 * by the listbox for all of them (data-option-index).
 */
const ResultRow = memo(function ResultRow({ option, index, active }: RowProps) {
  if (option.kind === 'more') {
    return (
      <div
        id={option.id}
        role="option"
        aria-selected={active}
        aria-label={`Show ${option.hidden} more assets`}
        className="search-option search-more"
        data-option-index={index}
      >
        +{option.hidden}
      </div>
    )
  }
  if (option.kind === 'term') return null
  return (
    <a
      id={option.id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      href={option.href}
      className={`search-option search-${option.kind}`}
      data-option-index={index}
    >
      {option.kind === 'asset' ? (
        <>
          <CryptoIcon symbol={option.hit.symbol} size={20} />
          <span className="search-asset-symbol">{option.hit.symbol}</span>
          <span className="search-asset-name">
            <Highlight value={option.hit.highlightedName} plain={option.hit.name} />
          </span>
        </>
      ) : (
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
        </>
      )}
    </a>
  )
}, sameRow)

/** The same options in the same places: an answer asked again, or differing only in its queryID. */
function sameList(a: readonly SearchOption[], b: readonly SearchOption[]): boolean {
  return a.length === b.length && a.every((option, i) => sameOption(option, b[i]))
}

function sameOption(x: SearchOption, y: SearchOption | undefined): boolean {
  if (x === y) return true
  if (y === undefined || x.kind !== y.kind || x.id !== y.id) return false
  if (x.kind === 'more' && y.kind === 'more') return x.hidden === y.hidden
  if ((x.kind === 'asset' && y.kind === 'asset') || (x.kind === 'item' && y.kind === 'item')) {
    return x.hit === y.hit && x.href === y.href
  }
  return false
}

/**
 * The options painted now: the first screenful of a new answer, then all of them. The rest
 * wait while a request is on its way (`busy`): rendering them then, with their icons, held up
 * the answer (whose response the page handles only once the main thread is free); the arrow
 * keys still reach them at once. An answer equal to the one painted keeps all its rows.
 */
function usePaintedCount(
  options: readonly SearchOption[],
  activeIndex: number,
  busy: boolean,
): number {
  const [allPaintedFor, setAllPaintedFor] = useState<readonly SearchOption[] | null>(null)
  const allPainted = allPaintedFor !== null && sameList(allPaintedFor, options)
  useEffect(() => {
    if (allPainted || busy || options.length <= firstPaintedOptions) return
    // After the frame that shows the first screenful: the next frame's task, then a
    // transition, which React renders in slices without holding up input.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAllPaintedFor(options)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [options, allPainted, busy])
  if (allPainted) return options.length
  return Math.min(options.length, Math.max(firstPaintedOptions, activeIndex + 1))
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
  const painted = usePaintedCount(options, activeIndex, busy)
  const indexOf = (event: React.SyntheticEvent) => {
    const row = (event.target as Element).closest('[data-option-index]')
    return row === null ? undefined : Number(row.getAttribute('data-option-index'))
  }
  const onClick = (event: React.MouseEvent) => {
    const index = indexOf(event)
    const option = index === undefined ? undefined : options[index]
    if (option === undefined || option.kind === 'term') return
    if (option.kind === 'more') {
      onExpandAssets()
      return
    }
    const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0
    if (!modified) event.preventDefault()
    onOpen(option, modified)
  }
  const onMouseMove = (event: React.MouseEvent) => {
    const index = indexOf(event)
    if (index !== undefined) onHover(index)
  }
  const row = (option: SearchOption, index: number) => (
    <ResultRow key={option.id} option={option} index={index} active={index === activeIndex} />
  )
  const shown = options.slice(0, painted)
  const assets = shown.flatMap((o, i) =>
    o.kind === 'asset' || o.kind === 'more' ? [row(o, i)] : [],
  )
  const items = shown.flatMap((o, i) => (o.kind === 'item' ? [row(o, i)] : []))
  return (
    // The options' clicks and hovers, for all of them; keys are the combobox input's.
    <div
      id="search-listbox"
      role="listbox"
      aria-label="Search results"
      aria-busy={busy}
      className="search-list"
      onClick={onClick}
      onMouseMove={onMouseMove}
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
