import type { SearchOption } from './searchOptions'

type TermOption = Extract<SearchOption, { kind: 'term' }>

interface Props {
  options: SearchOption[]
  activeIndex: number
  onChoose: (term: string) => void
  onRemove: (term: string) => void
  onClear: () => void
  onHover: (index: number) => void
}

/** The suggestions state (app.md section 2): recent searches, then the spec's suggestions. */
export function SearchSuggestions({
  options,
  activeIndex,
  onChoose,
  onRemove,
  onClear,
  onHover,
}: Props) {
  const terms = options.filter((o): o is TermOption => o.kind === 'term')
  const recent = terms.filter((o) => o.recent)
  const suggested = terms.filter((o) => !o.recent)
  const row = (option: TermOption) => {
    const index = options.indexOf(option)
    return (
      <div
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={index === activeIndex}
        className="search-option"
        onClick={() => onChoose(option.term)}
        onMouseMove={() => onHover(index)}
      >
        <span className="search-option-label">{option.term}</span>
        {option.recent ? (
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${option.term}`}
            onClick={(event) => {
              event.stopPropagation()
              onRemove(option.term)
            }}
          >
            ×
          </button>
        ) : null}
      </div>
    )
  }
  return (
    <div id="search-listbox" role="listbox" aria-label="Suggestions" className="search-list">
      {recent.length > 0 ? (
        <div role="group" aria-labelledby="search-recent-heading">
          <h3 className="search-group-heading">
            <span id="search-recent-heading">Recent searches</span>
            <button
              type="button"
              className="link-button"
              aria-label="Clear all recent searches"
              onClick={onClear}
            >
              Clear all
            </button>
          </h3>
          {recent.map(row)}
        </div>
      ) : null}
      <div role="group" aria-labelledby="search-suggested-heading">
        <h3 className="search-group-heading" id="search-suggested-heading">
          Search suggestions
        </h3>
        {suggested.map(row)}
      </div>
    </div>
  )
}
