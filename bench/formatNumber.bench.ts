import { formatNumber } from '../src/core/format/number'
import type { Comparison } from './compare'

// Tooltips and tables format thousands of values per frame; the peer is what a component would
// call without our cached formatter.
const values = Array.from({ length: 1000 }, (_, i) => (i * 7919.123456789) / (i % 7 || 1))

export const formatNumberBench: Comparison = {
  name: 'format 1000 numbers (en-US, up to 8 fraction digits)',
  ours: {
    label: 'formatNumber (cached Intl.NumberFormat)',
    fn: () => {
      for (const v of values) formatNumber(v)
    },
  },
  peer: {
    label: "Number.prototype.toLocaleString('en-US')",
    fn: () => {
      for (const v of values) v.toLocaleString('en-US', { maximumFractionDigits: 8 })
    },
  },
}
