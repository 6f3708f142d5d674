import { useSyncExternalStore } from 'react'
import type { Operation } from '@/core/sync/operations'

/*
 * Which edits waiting for their user's choice (`decide`, docs/offline.md "Conflicts") this tab
 * asks about now. The tab that made the edit asks by itself, once; the list of unsynced changes
 * asks again on "Choose…". Closing the dialog (Escape, "Decide later") stops asking: the edit
 * stays in the list, waiting.
 */

const madeHere = new Set<string>()
const askedOnce = new Set<string>()
let asking: readonly string[] = []
const listeners = new Set<() => void>()

function publish(next: readonly string[]) {
  asking = next
  for (const listener of listeners) listener()
}

/** An edit submitted from this tab: a conflict of it is asked about here. */
export function markMadeHere(id: string): void {
  madeHere.add(id)
}

/** Asks about `op` if it waits for a choice, was made here and was not asked about yet. */
export function askIfMadeHere(op: Operation): void {
  if (op.state !== 'decide' || !madeHere.has(op.id) || askedOnce.has(op.id)) return
  askedOnce.add(op.id)
  askAbout(op.id)
}

export function askAbout(id: string): void {
  if (!asking.includes(id)) publish([...asking, id])
}

/** Decided, or left for later: no longer asked about (until asked again). */
export function stopAsking(id: string): void {
  if (asking.includes(id)) publish(asking.filter((held) => held !== id))
}

/** After a "keep mine" that met yet another newer version: asked about once more. */
export function askAgainLater(id: string): void {
  askedOnce.delete(id)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const snapshot = () => asking

/** The ids of the edits this tab asks about now, oldest first. */
export function useAsking(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
