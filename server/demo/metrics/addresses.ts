import { activeAddresses } from '../activity'
import { newAddresses } from '../addressModel'
import { allSymbols } from './assetLists'
import type { MetricDefinition } from './definition'

export const addressMetrics: MetricDefinition[] = [
  {
    path: 'addresses/active_count',
    name: 'Active Addresses',
    tier: 1,
    description:
      'Unique addresses that sent or received coins; weeks and months show the daily average.',
    assets: allSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    // The same addresses are active on many days, so daily counts cannot be added up.
    aggregation: 'mean',
    daily: ({ model, profile, now }) => ({
      start: model.grid(profile, now).start,
      v: activeAddresses(model, profile, now),
    }),
  },
  {
    path: 'addresses/new_non_zero_count',
    name: 'New Addresses',
    tier: 1,
    description: 'Addresses that received coins for the first time.',
    assets: allSymbols,
    resolutions: ['24h', '1w', '1month'],
    unit: 'none',
    shape: 'value',
    // An address is new only once, so counts of new addresses add up over a week.
    aggregation: 'sum',
    daily: ({ model, profile, now }) => ({
      start: model.grid(profile, now).start,
      v: newAddresses(model, profile, now),
    }),
  },
]
