import type { ChangelogItem } from '@/core/api/cms'

type Content = Omit<ChangelogItem, 'id' | 'documentId'>

/**
 * The What's New changelog, oldest first. Entries stay hidden until `publishAt` (the service
 * answers only what is published by its clock), so an entry can be scheduled.
 */
export const changelog: readonly Content[] = [
  {
    title: 'Chart studio: candlesticks for every asset',
    description: 'Price OHLC is now available in hourly and daily candles for all 30 assets.',
    link: '/charts/MarketPriceUsdOhlc?a=BTC',
    linkLabel: 'Open the chart',
    publishAt: '2025-12-02T10:00:00.000Z',
    tag: 'new-release',
  },
  {
    title: 'Faster dashboard loading',
    description:
      'Dashboards now load their charts in parallel and render them as they scroll into view.',
    link: null,
    linkLabel: null,
    publishAt: '2025-12-16T10:00:00.000Z',
    tag: 'improvement',
  },
  {
    title: 'Fixed log scale ticks on small values',
    description: 'Log-scale axes no longer repeat tick labels for metrics below 1.',
    link: null,
    linkLabel: null,
    publishAt: '2026-01-08T10:00:00.000Z',
    tag: 'bug-fix',
  },
  {
    title: 'MVRV Z-Score',
    description:
      'Market cap minus realized cap, in standard deviations of market cap history, for BTC, ETH, LTC and BCH.',
    link: '/charts/MarketMvrvZScore?a=BTC',
    linkLabel: 'Open the chart',
    publishAt: '2026-01-20T10:00:00.000Z',
    tag: 'new-release',
  },
  {
    title: 'Legacy exchange flow endpoints retired',
    description:
      'The v0 exchange flow endpoints stop answering on 1 March; use the distribution metrics with the e parameter instead.',
    link: '/catalog',
    linkLabel: 'Browse the catalog',
    publishAt: '2026-02-03T10:00:00.000Z',
    tag: 'deprecation',
  },
  {
    title: 'Exchange selector in the chart sidebar',
    description: 'Exchange balances can now be charted per exchange or aggregated over all.',
    link: '/charts/DistributionBalanceExchanges?a=BTC',
    linkLabel: 'Try it',
    publishAt: '2026-02-17T10:00:00.000Z',
    tag: 'improvement',
  },
  {
    title: 'CSV export keeps the selected resolution',
    description: 'Exported CSV files now use the chart’s resolution instead of always daily.',
    link: null,
    linkLabel: null,
    publishAt: '2026-03-05T10:00:00.000Z',
    tag: 'bug-fix',
  },
  {
    title: 'Fear & Greed index',
    description: 'A daily sentiment index from price momentum, volatility and on-chain activity.',
    link: '/charts/FearGreedIndex?a=BTC',
    linkLabel: 'Open the chart',
    publishAt: '2026-03-24T10:00:00.000Z',
    tag: 'new-release',
  },
  {
    title: 'Search finds metrics by short name',
    description:
      'Global search now matches short names such as MVRV or SOPR as well as full names.',
    link: null,
    linkLabel: null,
    publishAt: '2026-04-09T10:00:00.000Z',
    tag: 'improvement',
  },
  {
    title: 'Monthly resolution for supply metrics',
    description: 'Circulating and issued supply can now be read per month.',
    link: '/charts/SupplyCurrent?a=ETH',
    linkLabel: 'Open the chart',
    publishAt: '2026-04-28T10:00:00.000Z',
    tag: 'improvement',
  },
  {
    title: 'Alerts no longer fire twice on restarts',
    description: 'An alert that fired just before a service restart is no longer sent again.',
    link: '/alerts',
    linkLabel: 'Your alerts',
    publishAt: '2026-05-12T10:00:00.000Z',
    tag: 'bug-fix',
  },
  {
    title: 'Workbench formulas',
    description:
      'Combine metrics with formulas, backtest signals with fees and save the result as a chart.',
    link: '/workbench',
    linkLabel: 'Open the workbench',
    publishAt: '2026-06-02T10:00:00.000Z',
    tag: 'new-release',
  },
  {
    title: 'Hourly price for all assets',
    description: 'Price close is available in 10-minute and hourly resolution for every asset.',
    link: '/charts/MarketPriceUsdClose?a=SOL&resolution=1h',
    linkLabel: 'Open the chart',
    publishAt: '2026-06-23T10:00:00.000Z',
    tag: 'improvement',
  },
  {
    title: 'Old dashboard layout format',
    description:
      'Dashboards saved before 2024 are converted on first open; the old layout format will no longer be read from September.',
    link: '/dashboards',
    linkLabel: 'Your dashboards',
    publishAt: '2026-07-07T10:00:00.000Z',
    tag: 'deprecation',
  },
  {
    title: 'Tooltips on touch screens',
    description:
      'Chart tooltips now follow the finger on phones and tablets instead of flickering.',
    link: null,
    linkLabel: null,
    publishAt: '2026-07-21T10:00:00.000Z',
    tag: 'bug-fix',
  },
  {
    title: 'Hash rate by resolution',
    description: 'Mean hash rate is now available weekly and monthly, smoothed over the interval.',
    link: '/charts/MiningHashRateMean?a=BTC',
    linkLabel: 'Open the chart',
    publishAt: '2026-08-11T10:00:00.000Z',
    tag: 'new-release',
  },
  {
    title: 'Alerts on Telegram',
    description: 'Link Telegram in Alerts to receive alert notifications as messages.',
    link: '/alerts',
    linkLabel: 'Set up Telegram',
    publishAt: '2026-09-15T10:00:00.000Z',
    tag: 'new-release',
  },
  {
    title: 'Humanized timestamps in the API',
    description:
      'timestamp_format=humanized returns ISO dates; unix seconds stay the default. The ms option is deprecated.',
    link: null,
    linkLabel: null,
    publishAt: '2026-10-06T10:00:00.000Z',
    tag: 'deprecation',
  },
  {
    title: 'Fixed asset table sorting by change',
    description:
      'Sorting the asset table by 7-day change no longer puts assets without data first.',
    link: '/home',
    linkLabel: 'Open the asset table',
    publishAt: '2026-10-27T10:00:00.000Z',
    tag: 'bug-fix',
  },
  {
    title: 'Catalog filters by asset and tier',
    description: 'The metric catalog can now be filtered by asset, tier and category at once.',
    link: '/catalog',
    linkLabel: 'Browse the catalog',
    publishAt: '2026-11-10T10:00:00.000Z',
    tag: 'improvement',
  },
]
