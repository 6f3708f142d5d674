import { useSnapshot } from 'valtio'
import { useRef } from 'react'
import * as Tabs from '@radix-ui/react-tabs'
import { EmptyState } from '@/lib/ui/EmptyState'
import { useModalDialog } from '@/lib/ui/useModalDialog'
import {
  addRecent,
  clearRecent,
  closeSearch,
  moveActive,
  removeRecent,
  searchState,
  searchSuggestions,
  setTerm,
  type SearchTab,
} from './searchState'
import './search.css'

/**
 * The global search overlay (app.md section 2). Results need the search service and a search
 * key; until one is available the input stays disabled and says so, and suggestions still work.
 */
export function SearchOverlay({ searchKey }: { searchKey: string | null }) {
  const snap = useSnapshot(searchState)
  const input = useRef<HTMLInputElement>(null)
  const dialog = useModalDialog(snap.open)
  const entries = [...snap.recent].reverse().concat(searchSuggestions)

  const choose = (term: string) => {
    addRecent(term)
    setTerm(term)
    input.current?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      moveActive(event.key === 'ArrowDown' ? 1 : -1, entries.length)
    } else if (event.key === 'Enter') {
      const active = entries[snap.activeIndex]
      if (active) choose(active)
    }
  }

  return (
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-label="Search"
      onClose={closeSearch}
      onKeyDown={onKeyDown}
    >
      <div className="search-box">
        <input
          ref={input}
          type="search"
          aria-label="Search charts, dashboards and assets"
          placeholder={searchKey ? 'Search charts, dashboards and assets' : 'Search loading...'}
          disabled={!searchKey}
          value={snap.term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      <Tabs.Root value={snap.tab} onValueChange={(v) => (searchState.tab = v as SearchTab)}>
        <Tabs.List className="tabs" aria-label="Result types">
          <Tabs.Trigger value="all">All results</Tabs.Trigger>
          <Tabs.Trigger value="charts">Charts</Tabs.Trigger>
          <Tabs.Trigger value="dashboards">Dashboards</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      {snap.term && searchKey ? (
        <EmptyState title="No results found">
          <a href="/contact">Request a metric or dashboard</a>
        </EmptyState>
      ) : (
        <div className="search-suggestions">
          {snap.recent.length > 0 ? (
            <section aria-label="Recent searches">
              <h3>
                Recent searches
                <button type="button" className="link-button" onClick={clearRecent}>
                  Clear all
                </button>
              </h3>
              <ul role="listbox" aria-label="Recent searches">
                {[...snap.recent].reverse().map((term, i) => (
                  <li key={term} role="option" aria-selected={snap.activeIndex === i}>
                    <button type="button" className="link-button" onClick={() => choose(term)}>
                      {term}
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Remove ${term}`}
                      onClick={() => removeRecent(term)}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Search suggestions">
            <h3>Search suggestions</h3>
            <ul role="listbox" aria-label="Search suggestions">
              {searchSuggestions.map((term, i) => (
                <li
                  key={term}
                  role="option"
                  aria-selected={snap.activeIndex === snap.recent.length + i}
                >
                  <button type="button" className="link-button" onClick={() => choose(term)}>
                    {term}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      <footer className="search-hints" aria-label="Keyboard hints">
        <span>
          <kbd>↑</kbd>
          <kbd>↓</kbd> Navigate
        </span>
        <span>
          <kbd>Esc</kbd> Close
        </span>
        <span>
          <kbd>Enter</kbd> Open
        </span>
        <span>
          <kbd>Ctrl</kbd>+<kbd>Enter</kbd> Open in new tab
        </span>
        <button type="button" className="link-button" onClick={clearRecent}>
          Clear all
        </button>
      </footer>
    </dialog>
  )
}
