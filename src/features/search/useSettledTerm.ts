import { useEffect, useEffectEvent, useState } from 'react'
import { subscribeKey } from 'valtio/utils'
import { searchDebounceMs } from '@/core/api/search'
import { searchState } from './searchState'

/**
 * The typed term once it has held still for 300 ms (app.md section 9), trimmed. The timer
 * starts as the term changes in the store (the input's change event), not after React has
 * rendered the keystroke; when it fires, `onSettled` runs before React renders the settled
 * term, so the search request can leave at once (useSearchResults).
 */
export function useSettledTerm(onSettled: (term: string) => void): string {
  const [settled, setSettled] = useState(() => searchState.term.trim())
  // The latest render's callback, read when the timer fires.
  const settle = useEffectEvent(onSettled)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = subscribeKey(
      searchState,
      'term',
      (term) => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          const value = term.trim()
          settle(value)
          setSettled(value)
        }, searchDebounceMs)
      },
      true,
    )
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [])
  return settled
}
