import type { Operation } from './operations'
import type { OutboxChange, OutboxStore } from './outboxPorts'

/**
 * The outbox store in memory: the same contract as the IndexedDB one (src/lib/outbox), for the
 * model test and unit tests. Copies go in and out, as with a database.
 */
export function createMemoryOutboxStore(): OutboxStore & { all(): Operation[] } {
  const rows = new Map<string, Operation>()
  let seq = 0
  const copy = (op: Operation): Operation => structuredClone(op)
  return {
    async list(owner) {
      return [...rows.values()]
        .filter((op) => op.owner === owner)
        .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
        .map(copy)
    },
    async commit(change: OutboxChange) {
      for (const op of change.put ?? []) {
        const held = rows.get(op.id)
        rows.set(op.id, { ...copy(op), seq: held?.seq ?? op.seq ?? ++seq })
      }
      for (const id of change.remove ?? []) rows.delete(id)
    },
    all: () => [...rows.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)).map(copy),
  }
}
