import type { ArticleSource } from './article'

/** Articles written by hand: research pieces, product news and the monthly newsletter. */
export const editorialArticles: readonly ArticleSource[] = [
  {
    slug: 'reading-mvrv-across-cycles',
    title: 'Reading MVRV across cycles',
    excerpt:
      'Market value to realized value compares what coins are worth today with what their holders paid. We look at how the ratio behaved at past tops and bottoms, and why its extremes shrink over time.',
    publishedAt: '2026-02-12T08:00:00.000Z',
    tags: ['research'],
    paragraphs: [
      'Realized capitalization values every coin at the price it last moved, which makes it an estimate of what holders paid in aggregate. Dividing market capitalization by it gives MVRV: above 1 the average holder is in profit, below 1 at a loss.',
      'Across past cycles, MVRV above 3.5 marked euphoric tops and values below 1 marked capitulation. Each cycle peaked lower than the one before: as the asset matures, a larger share of supply sits with long-term holders whose cost basis moves slowly.',
      'The Z-score variant divides the gap between market and realized cap by the standard deviation of market cap history. It makes extremes comparable across assets and eras, at the cost of being harder to read at a glance.',
      'Both metrics are in the chart studio for BTC, ETH, LTC and BCH, with alerts on threshold crossings.',
    ],
  },
  {
    slug: 'exchange-balances-explained',
    title: 'Exchange balances, explained',
    excerpt:
      'Coins held on exchanges are coins that can be sold quickly. We explain how exchange wallets are identified, what the aggregated balance includes and how to read per-exchange flows.',
    publishedAt: '2026-05-20T08:00:00.000Z',
    tags: ['research'],
    paragraphs: [
      'Exchange balances sum the coins held by addresses attributed to trading venues. Attribution starts from known deposit patterns and grows as clusters of addresses are linked by spending behaviour.',
      'A falling aggregated balance usually means coins moving to self-custody, often read as accumulation; a rising one means supply becoming available to sell. Single days mean little: internal wallet reshuffles can move large amounts at once.',
      'The exchange selector in the chart sidebar splits the balance per venue, which shows whether a move is broad or driven by a single exchange.',
    ],
  },
  {
    slug: 'introducing-workbench-formulas',
    title: 'Introducing workbench formulas',
    excerpt:
      'The workbench now combines metrics with formulas, backtests signals with fees and saves the result as a chart you can share and add to dashboards.',
    publishedAt: '2026-06-02T08:00:00.000Z',
    tags: ['product'],
    paragraphs: [
      'Formulas name each metric m1, m2 and so on, and each formula f1, f2, which can refer to earlier formulas. Common transformations such as moving averages and annualised volatility are built in.',
      'A backtest turns a formula into positions and reports returns after a default fee of 0.1 percent per trade. Every result can be saved as a chart, added to a dashboard or shared with a link.',
    ],
  },
  {
    slug: 'newsletter-november-2026',
    title: 'Onchain Studio newsletter: November 2026',
    excerpt:
      'Catalog filters by asset and tier, humanized timestamps in the API, and a look at what the last month of on-chain data says about market positioning.',
    publishedAt: '2026-11-12T08:00:00.000Z',
    tags: ['newsletter', 'product'],
    paragraphs: [
      'This month the catalog gained filters by asset, tier and category, and the API learned to answer humanized timestamps.',
      'On-chain, exchange balances kept trending down while the share of supply in profit stayed high, a combination that has historically preceded continued strength rather than reversals.',
      'As always, every chart mentioned here is one click away in the studio.',
    ],
  },
]
