import { useNavigate, useSearch } from '@tanstack/react-router'
import * as Tabs from '@radix-ui/react-tabs'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { analytics } from '@/lib/analytics/analytics'
import { searchUserToken, sendSearchClick } from '@/lib/search/searchInsights'
import { itemSearchHits } from '@/core/api/search'
import { useOfflineSearchSync } from '@/lib/search/useOfflineSearchSync'
import { isRateLimited } from '@/lib/search/searchClient'
import { useSearchSession } from '@/lib/search/useSearchSession'
import type { SearchResults, SearchTab } from '@/lib/search/searchQuery'
import { EmptyState } from '@/lib/ui/EmptyState'
import { SearchIcon } from '@/lib/ui/icons'
import { useModalDialog } from '@/lib/ui/useModalDialog'
import { SearchResultsList } from './SearchResultsList'
import { SearchSuggestions } from './SearchSuggestions'
import { searchSuggestions } from '@/core/api/search'
import { resultOptions, suggestionOptions, type SearchOption } from './searchOptions'
import {
  addRecent,
  clearRecent,
  closeSearch,
  moveActive,
  removeRecent,
  searchState,
  setTab,
  setTerm,
} from './searchState'
import { useSearchResults } from './useSearchResults'
import './search.css'

type LinkOption = Extract<SearchOption, { kind: 'asset' | 'item' }>

/** Spec section 9: the counter stops at the item search's page, "50+". */
function countLabel(nbHits: number): string {
  const count = nbHits > itemSearchHits ? `${itemSearchHits}+` : String(nbHits)
  return `${count} ${nbHits === 1 ? 'result' : 'results'}`
}

/**
 * The global search overlay (app.md sections 2 and 4): idle (closed), suggestions (empty term or
 * no key yet) and results. The input is a combobox over one listbox; arrows move the active
 * option, Enter opens it, Ctrl or Cmd + Enter opens it in a new tab, Escape closes.
 */
export function SearchOverlay() {
  const snap = useSnapshot(searchState)
  const { setup, userUuid, renewKey } = useSearchSession()
  const navigate = useNavigate()
  const pageSearch: { a?: unknown } = useSearch({ strict: false })
  const currentAsset = typeof pageSearch.a === 'string' ? pageSearch.a : undefined
  const input = useRef<HTMLInputElement>(null)
  const dialog = useModalDialog(snap.open)
  const [expandedFor, setExpandedFor] = useState<string | null>(null)
  useOfflineSearchSync(setup?.owner, snap.open)
  // Opened before the search key was known, the dialog focused its first enabled control: once
  // the input is enabled, typing and the arrow keys belong to it. The previous term is selected,
  // as search overlays do: typing replaces it ("eth" then "sopr" is "sopr", not "ethsopr").
  const ready = setup !== null
  useEffect(() => {
    if (!snap.open || !ready) return
    input.current?.focus()
    input.current?.select()
  }, [snap.open, ready])

  const term = snap.term.trim()
  const inResults = setup !== null && term !== ''
  const { query, renewing } = useSearchResults(setup, snap.open && inResults, snap.tab, renewKey)
  // While a refused key is renewed the search is still on its way: no error, no stale answer.
  const failed = query.isError && !renewing
  // The previous answer stays on screen while the next term's loads, but not once the term was
  // erased (the suggestions took over): a new term then shows "Searching…" until its own answer
  // comes, rather than the erased term's results and count again (and rendering all its rows
  // while the answer is on its way).
  const [erased, setErased] = useState<SearchResults | undefined>(undefined)
  if (!inResults && query.data !== erased) setErased(query.data)
  const shown = query.isPlaceholderData && query.data === erased ? undefined : query.data
  const results = inResults && !query.isError ? shown : undefined

  // The strip unfolds for one answer; a new term or tab starts folded, at its first option.
  const answerKey = results ? `${results.tab}:${results.term}` : null
  const assetsExpanded = answerKey !== null && expandedFor === answerKey
  useEffect(() => {
    searchState.activeIndex = 0
  }, [answerKey])

  // One list per answer (and per recent searches): the rows are memoised on their options.
  const recent = snap.recent
  const options: SearchOption[] = useMemo(
    () =>
      !inResults
        ? suggestionOptions(recent, searchSuggestions)
        : results
          ? resultOptions(results, assetsExpanded, currentAsset)
          : [],
    [inResults, recent, results, assetsExpanded, currentAsset],
  )
  const activeIndex = Math.min(snap.activeIndex, options.length - 1)
  const active = options[activeIndex]

  const activeId = active?.id
  useEffect(() => {
    if (snap.open && activeId)
      document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [snap.open, activeId])

  const chooseTerm = (value: string) => {
    setTerm(value)
    input.current?.focus()
  }

  const openResult = (option: LinkOption, inNewTab: boolean) => {
    if (results) addRecent(results.term)
    const { hit } = option
    const answer = option.kind === 'asset' ? results?.assets : results?.items
    if (setup && answer?.queryID) {
      void sendSearchClick(setup, searchUserToken(userUuid), {
        index: answer.index,
        objectID: hit.objectID,
        position: hit.position,
        queryID: answer.queryID,
      })
    }
    analytics.track('search_result_click', {
      objectID: hit.objectID,
      kind: option.kind,
      position: hit.position,
    })
    if (inNewTab) {
      window.open(option.href, '_blank', 'noopener')
      return
    }
    closeSearch()
    void navigate({ href: option.href })
  }

  const activate = (option: SearchOption, inNewTab: boolean) => {
    if (option.kind === 'term') chooseTerm(option.term)
    else if (option.kind === 'more') setExpandedFor(answerKey)
    else openResult(option, inNewTab)
  }

  // Reads the store, not the render's snapshot: keys pressed faster than a render still count.
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      searchState.activeIndex = Math.min(searchState.activeIndex, options.length - 1)
      moveActive(event.key === 'ArrowDown' ? 1 : -1, options.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const current = options[Math.min(searchState.activeIndex, options.length - 1)]
      if (current) activate(current, event.ctrlKey || event.metaKey)
    } else if (event.key === 'Escape') {
      // Handled here: a search field's own Escape would only clear the text.
      event.preventDefault()
      closeSearch()
    }
  }

  const hover = (index: number) => {
    if (index !== snap.activeIndex) searchState.activeIndex = index
  }

  const nothingFound =
    results !== undefined && results.items.hits.length === 0 && results.assets.hits.length === 0

  let body: React.ReactNode
  if (!inResults) {
    body = (
      <SearchSuggestions
        options={options}
        activeIndex={activeIndex}
        onChoose={chooseTerm}
        onRemove={removeRecent}
        onClear={clearRecent}
        onHover={hover}
      />
    )
  } else if (failed && isRateLimited(query.error)) {
    // A 429 (docs/search.md, "Limits"): no fault, only a wait.
    body = (
      <div className="search-error" role="status">
        <p>Too many searches, try again in a moment</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    )
  } else if (failed) {
    body = (
      <div className="search-error" role="alert">
        <p>Search failed.</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    )
  } else if (!results) {
    body = (
      <p className="search-status" role="status">
        Searching…
      </p>
    )
  } else if (nothingFound) {
    body = (
      <EmptyState title="No results found. Try a different search term.">
        <a href="/contact">Request a metric or dashboard</a>
      </EmptyState>
    )
  } else {
    body = (
      <SearchResultsList
        options={options}
        activeIndex={activeIndex}
        busy={query.isFetching}
        onOpen={openResult}
        onExpandAssets={() => setExpandedFor(answerKey)}
        onHover={hover}
      />
    )
  }

  return (
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-label="Search"
      onClose={closeSearch}
      // A click on the backdrop lands on the dialog itself.
      onClick={(event) => {
        if (event.target === dialog.current) closeSearch()
      }}
    >
      <div className="search-box">
        <SearchIcon />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label="Search charts, dashboards and assets"
          aria-expanded={options.length > 0}
          aria-controls="search-listbox"
          aria-autocomplete="list"
          aria-activedescendant={active?.id}
          autoComplete="off"
          spellCheck={false}
          placeholder={setup ? 'Search charts, dashboards and assets' : 'Search loading...'}
          disabled={!setup}
          value={snap.term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {/* Phones have no Escape key: the overlay fills their screen, so it needs a way out. */}
        <button
          type="button"
          className="icon-button search-close"
          aria-label="Close search"
          onClick={closeSearch}
        >
          ×
        </button>
      </div>
      <Tabs.Root value={snap.tab} onValueChange={(v) => setTab(v as SearchTab)}>
        <div className="search-tabs-row">
          <Tabs.List className="tabs" aria-label="Result types">
            <Tabs.Trigger value="all">All results</Tabs.Trigger>
            <Tabs.Trigger value="charts">Charts</Tabs.Trigger>
            <Tabs.Trigger value="dashboards">Dashboards</Tabs.Trigger>
          </Tabs.List>
          {results?.offline ? <span className="search-offline">Offline results</span> : null}
          {results ? (
            <span className="search-count" role="status">
              {countLabel(results.items.nbHits)}
            </span>
          ) : null}
        </div>
        {/* The selected tab's panel, which its tab names (aria-controls): what it found. */}
        <Tabs.Content value={snap.tab}>{body}</Tabs.Content>
      </Tabs.Root>
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
        {snap.term ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setTerm('')
              setTab('all')
              input.current?.focus()
            }}
          >
            Clear all
          </button>
        ) : null}
      </footer>
    </dialog>
  )
}
