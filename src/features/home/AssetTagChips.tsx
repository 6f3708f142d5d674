import { useQuery } from '@tanstack/react-query'
import type { AssetTag } from '@/core/api/assets'
import { assetTagsQuery } from './assetTableQueries'

type SelectedTag = { name: AssetTag; label: string } | undefined

/**
 * The tag filter: "All" and the tags of the content service, one chosen at a time. Until the
 * tags arrive (or when they cannot), "All" alone is offered and the table is not held up.
 */
export function AssetTagChips({
  selected,
  onSelect,
}: {
  selected: SelectedTag
  onSelect: (tag: SelectedTag) => void
}) {
  const { data: tags = [] } = useQuery(assetTagsQuery)
  return (
    <div className="asset-tag-chips" role="group" aria-label="Asset tags">
      <button
        type="button"
        className="chip"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        All
      </button>
      {tags.map((tag) => (
        <button
          key={tag.name}
          type="button"
          className="chip"
          aria-pressed={selected?.name === tag.name}
          onClick={() => onSelect({ name: tag.name, label: tag.label })}
        >
          {tag.label}
        </button>
      ))}
    </div>
  )
}
