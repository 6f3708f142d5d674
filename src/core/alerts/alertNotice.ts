import type { Alert } from '../api/alerts'
import { formatNumber } from '../format/number'
import { alertIntervalSeconds, isPercentCondition, isRangeCondition } from './alertRule'

/*
 * One firing as every channel tells it (push, Telegram, email, webhook, the open app's toast):
 * the same title, text and link everywhere, so a user recognises the alert whichever way it
 * arrives. Pure, so the server's channels and the app share it.
 */

/** The alert fields a notice reads. */
export type NoticeAlert = Pick<
  Alert,
  | 'uuid'
  | 'name'
  | 'metricName'
  | 'path'
  | 'source'
  | 'asset'
  | 'resolution'
  | 'condition'
  | 'conditionValues'
  | 'conditionDuration'
>

export interface AlertNotice {
  /** The firing's id (history, webhook-id, the push notification's data). */
  firingId: string
  alert: NoticeAlert
  /**
   * The value that fired it: the watched value, or the percent change for percent conditions.
   * For a test, the series' newest watched value.
   */
  value: number
  /** The evaluated point's time, unix seconds (the period's start for a daily point). */
  t: number
  /** When the server recorded the firing, milliseconds. */
  firedAt: number
  /** A test sent from the alert's menu, not a crossing. */
  test: boolean
}

/** "above 100,000", "between 1 and 2", "up 5% in 24h". */
export function describeCondition(alert: NoticeAlert): string {
  const [first = Number.NaN, second = Number.NaN] = alert.conditionValues
  const level = formatNumber(first)
  if (isPercentCondition(alert.condition)) {
    const window = alert.conditionDuration ?? alert.resolution
    return `${alert.condition === 'percent_up' ? 'up' : 'down'} ${level}% in ${window}`
  }
  if (isRangeCondition(alert.condition)) {
    const range = `${level} and ${formatNumber(second)}`
    return alert.condition === 'in' ? `between ${range}` : `outside ${range}`
  }
  if (alert.condition === 'gt') return `above ${level}`
  if (alert.condition === 'lt') return `below ${level}`
  return `at ${level}`
}

/** The point's time as the notice prints it, in UTC: "2026-11-25 14:30 UTC". */
export function formatNoticeTime(t: number): string {
  return `${new Date(t * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/**
 * When the value that fired was read: the firing's own time when it fired while its period was
 * open (a daily point read at 14:30 is the price at 14:30, not at midnight), else the point's.
 */
export function noticeReadTime(notice: Pick<AlertNotice, 't' | 'firedAt' | 'alert'>): number {
  const fired = Math.floor(notice.firedAt / 1000)
  const end = notice.t + alertIntervalSeconds[notice.alert.resolution]
  return fired >= notice.t && fired < end ? fired : notice.t
}

export interface NoticeText {
  title: string
  body: string
}

/** "goes above 100,000", "reaches 100", "goes up 5% in 24h": what a test says fires the alert. */
function whenItFires(alert: NoticeAlert): string {
  if (alert.condition === 'eq') return `reaches ${formatNumber(alert.conditionValues[0] ?? 0)}`
  return `goes ${describeCondition(alert)}`
}

/**
 * Title: the alert's name ("Test: " first for a test). Body: what it watches, the value and the
 * condition, and when: "BTC Price: 101,234 (above 100,000) at 2026-11-25 14:30 UTC". A test says
 * it is one and claims no crossing: "Test: this alert fires when BTC Price goes above 110,000;
 * now 89,686.9".
 */
export function describeNotice(notice: AlertNotice): NoticeText {
  const { alert } = notice
  const subject = alert.asset === null ? alert.metricName : `${alert.asset} ${alert.metricName}`
  const title = `${notice.test ? 'Test: ' : ''}${alert.name}`
  if (notice.test) {
    return {
      title,
      body: `Test: this alert fires when ${subject} ${whenItFires(alert)}; now ${formatNumber(notice.value)}`,
    }
  }
  const value = isPercentCondition(alert.condition)
    ? `${notice.value >= 0 ? '+' : ''}${formatNumber(notice.value)}%`
    : formatNumber(notice.value)
  return {
    title,
    body: `${subject}: ${value} (${describeCondition(alert)}) at ${formatNoticeTime(noticeReadTime(notice))}`,
  }
}

/**
 * Where a notice opens: the alert's chart around the firing, with the alert (its threshold and
 * past firings) drawn by the `alert` parameter. `chartId` is the metric's code (a metric alert)
 * or the workbench's uuid (a formula alert): the caller knows the catalog. The window shows 60
 * points of the alert's resolution before the firing and 10 after.
 */
export function alertChartHref(
  alert: Pick<NoticeAlert, 'uuid' | 'asset' | 'resolution'>,
  chartId: string,
  t: number,
): string {
  const step = alertIntervalSeconds[alert.resolution]
  const params = new URLSearchParams()
  if (alert.asset !== null) params.set('a', alert.asset)
  params.set('i', alert.resolution)
  params.set('s', String(Math.max(0, Math.floor(t - 60 * step))))
  params.set('u', String(Math.floor(t + 10 * step)))
  params.set('alert', alert.uuid)
  return `/charts/${encodeURIComponent(chartId)}?${params.toString()}`
}
