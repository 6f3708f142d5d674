import type { Operation } from '@/core/sync/operations'
import { toast } from '@/lib/ui/toastStore'

/*
 * What became of an edit that did not simply land, told once per operation, whoever settled it:
 * this tab's replay, another tab's, or the service worker's on Background Sync (the page then
 * learns it from the database). A conflict is told whoever waits for it; a refusal only when no
 * code waits for it, since that code shows the refusal itself.
 */

const told = new Set<string>()

export function tellSettled(op: Operation, result: 'failed' | 'conflict', awaited: boolean): void {
  if (op.notice === null || told.has(op.id)) return
  told.add(op.id)
  if (result === 'conflict') toast.info('Changed on another device', op.notice)
  else if (!awaited) toast.error('An unsynced change was not saved', op.notice)
}
