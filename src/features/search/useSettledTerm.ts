import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { subscribeKey } from 'valtio/utils'
import { searchDebounceMs } from '@/core/api/search'
import { searchState } from './searchState'

/**
 * The typed term once it has held still for 300 ms (app.md section 9), trimmed. The timer
 * starts as the term changes in the store (the input's change event), not after React has
 * rendered the keystroke; when it fires, the settled term is rendered in the timer's own task
 * (flushSync), and React runs that render's effects at once: the search query's effect sends
 * the request then, rather than after a render scheduled for later.
 */
export function useSettledTerm(): string {
  const [settled, setSettled] = useState(() => searchState.term.trim())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = subscribeKey(
      searchState,
      'term',
      (term) => {
        clearTimeout(timer)
        timer = setTimeout(() => flushSync(() => setSettled(term.trim())), searchDebounceMs)
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
