import { createHash } from 'node:crypto'
import { stableHash } from '../src/core/featureFlags'
import type { Comparison } from './compare'

// Percentage rollouts hash "user id:flag name" for every flag check; the peer is the obvious
// alternative of a cryptographic digest (which the browser only offers asynchronously).
const keys = Array.from({ length: 1000 }, (_, i) => `3f9c2a1e-${i.toString(16)}-user:ai-chat`)

export const flagHashBench: Comparison = {
  name: 'bucket 1000 users for a percentage rollout',
  ours: {
    label: 'stableHash (FNV-1a 32-bit)',
    fn: () => {
      for (const k of keys) void (stableHash(k) % 100)
    },
  },
  peer: {
    label: "node:crypto createHash('md5')",
    fn: () => {
      for (const k of keys) void (createHash('md5').update(k).digest().readUInt32BE(0) % 100)
    },
  },
}
