/*
 * Business constants and limits, values exactly as app.md section 9 and charts.md section 9
 * state them. Durations are in milliseconds and named *Ms.
 */

const second = 1000
const minute = 60 * second
const hour = 60 * minute

/** Layout breakpoints in px (min widths). */
export const breakpoints = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200 } as const
export type Breakpoint = keyof typeof breakpoints

/** Height in px of the sticky header that scrolled-to anchors must clear. */
export const stickyHeaderOffset = 70
export const navbarOverlayMs = 1000
/** How far outside the viewport lazily rendered charts start rendering. */
export const lazyRenderMarginPx = 60
export const mobileDrawerWidth = 270
export const toastDurationMs = 4 * second

/** TanStack Query: 10 minutes stale and garbage-collection time, no retries, no focus refetch. */
export const queryStaleMs = 10 * minute
export const queryGcMs = 10 * minute
export const assetTableStaleMs = 5 * minute
export const assetTableGcMs = 10 * minute
/**
 * How long the user's own data (who is signed in, their dashboards, charts, favourites and
 * alerts) is kept for offline use: in memory while unused, and in the copy of the query cache
 * written to local storage. Long enough for a trip without a connection; a start online asks
 * the server again at once.
 */
export const offlineKeepMs = 30 * 24 * hour

export const searchDebounceMs = 300
export const analyticsDebounceMs = 400
export const legendClickDebounceMs = 1

/** The access token is linked to the backend again every 12 hours (43200 s). */
export const tokenRelinkMs = 12 * hour

export const defaultAsset = 'BTC'
/** The default metric is the active address count. */
export const defaultMetricCode = 'AddressesActiveCount'
export const defaultMetricPath = 'addresses/active_count'
export const defaultChartHeight = 700

/** Top assets, BTC then ETH first. */
export const topAssets = [
  'BTC',
  'ETH',
  'SOL',
  'USDT',
  'USDC',
  'XRP',
  'TRX',
  'BNB',
  'DOGE',
  'TON',
] as const

/** Range lengths in days offered by the range selector, plus year-to-date and everything. */
export const timeRangesDays = [
  7,
  14,
  30,
  90,
  182,
  'ytd',
  365,
  730,
  1095,
  1825,
  2555,
  3650,
  'all',
] as const
export type TimeRangeDays = (typeof timeRangesDays)[number]

/** Prices in USD: monthly billing, and yearly billing expressed per month. */
export const pricing = { monthly: 99, yearlyPerMonth: 49 } as const
export const freeTrialDays = 14

export const defaultPageSize = 100
export const assetSearchLimit = 20
export const itemSearchLimit = 50
/** The results counter shows "50+" beyond this. */
export const searchResultsCounterCap = 50
export const changelogPageSize = 5

/** Dashboard grid: 12 columns, new widgets 6 by 6, never narrower than 3. */
export const dashboardGrid = {
  columns: 12,
  defaultWidth: 6,
  defaultHeight: 6,
  minWidth: 3,
} as const

/** 10-minute data covers at most one year. */
export const tenMinuteHistoryLimitDays = 365
export const tenMinuteHistoryNotice = 'View limited to 1 year. Full history available through API.'
