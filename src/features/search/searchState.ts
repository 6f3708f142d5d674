import { proxy } from 'valtio'
import type { SearchTab } from '@/lib/search/searchQuery'
import { localStore } from '@/lib/storage/localStore'

/** The search overlay's client-only state. */
export const searchState = proxy({
  open: false,
  term: '',
  tab: 'all' as SearchTab,
  activeIndex: 0,
  recent: readRecent(),
})

const recentKey = 'recentSearches'
const maxRecent = 10

function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStore.getString(recentKey) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

function writeRecent() {
  localStore.set(recentKey, JSON.stringify(searchState.recent))
}

export function openSearch() {
  searchState.open = true
  searchState.activeIndex = 0
}

export function closeSearch() {
  searchState.open = false
}

export function setTerm(term: string) {
  searchState.term = term
  searchState.activeIndex = 0
}

export function setTab(tab: SearchTab) {
  searchState.tab = tab
  searchState.activeIndex = 0
}

/** Most recent last; re-adding removes the case-insensitive duplicate (app.md section 4). */
export function addRecent(term: string) {
  const trimmed = term.trim()
  if (!trimmed) return
  const kept = searchState.recent.filter((r) => r.toLowerCase() !== trimmed.toLowerCase())
  searchState.recent = [...kept, trimmed].slice(-maxRecent)
  writeRecent()
}

export function removeRecent(term: string) {
  searchState.recent = searchState.recent.filter((r) => r !== term)
  writeRecent()
}

export function clearRecent() {
  searchState.recent = []
  writeRecent()
}

export function moveActive(delta: number, count: number) {
  if (count === 0) return
  searchState.activeIndex = (searchState.activeIndex + delta + count) % count
}
