import type { Outage } from '@/core/api/cms'

type Content = Omit<Outage, 'id' | 'documentId'>

/**
 * Incidents of the data pipeline. All are resolved (`end` set): the app shows a banner only for
 * an outage without an end, or one that ends in the future.
 */
export const outages: readonly Content[] = [
  {
    kind: 'metrics',
    affected: ['DistributionBalanceExchanges'],
    message: 'Exchange balances were delayed by an indexer backlog; values are complete again.',
    start: '2026-03-11T04:20:00.000Z',
    end: '2026-03-11T09:45:00.000Z',
  },
  {
    kind: 'dashboards',
    affected: [],
    message: 'Dashboards could not be saved during a database migration.',
    start: '2026-07-08T22:00:00.000Z',
    end: '2026-07-08T22:40:00.000Z',
  },
  {
    kind: 'workbenches',
    affected: [],
    message: 'Workbench formulas returned empty results for hourly metrics; recalculated since.',
    start: '2026-10-02T13:05:00.000Z',
    end: '2026-10-02T16:30:00.000Z',
  },
]
