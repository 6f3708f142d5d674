import { alertChannels, type AlertChannel } from '@/core/api/alerts'
import {
  alertConditions,
  alertIntervals,
  alertMovingAverages,
  alertRepeats,
  type AlertCondition,
  type AlertInterval,
  type AlertRepeat,
} from '@/core/alerts/alertRule'

/** How the alert fields read in the dialog and the list. */

export const conditionLabels: Record<AlertCondition, string> = {
  gt: 'Goes above',
  lt: 'Goes below',
  eq: 'Reaches',
  in: 'Enters a range',
  out: 'Leaves a range',
  percent_up: 'Rises by a percent',
  percent_down: 'Falls by a percent',
}

export const intervalLabels: Record<AlertInterval, string> = {
  '10m': '10 minutes',
  '1h': '1 hour',
  '24h': '1 day',
  '1w': '1 week',
}

export const repeatLabels: Record<AlertRepeat, string> = {
  once: 'Once, then turn the alert off',
  every: 'Every time it happens',
  '1h': 'At most once an hour',
  '24h': 'At most once a day',
}

export const channelLabels: Record<AlertChannel, string> = {
  push: 'Push',
  telegram: 'Telegram',
  email: 'Email',
  webhook: 'Webhook',
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

export const conditionOptions = options(alertConditions, conditionLabels)
export const repeatOptions = options(alertRepeats, repeatLabels)
export const channelOptions = options(alertChannels, channelLabels)

export function intervalOptions(intervals: readonly AlertInterval[] = alertIntervals) {
  return options(intervals, intervalLabels)
}

const unitNames: Record<AlertInterval, [one: string, many: string]> = {
  '10m': ['10-minute point', '10-minute points'],
  '1h': ['hour', 'hours'],
  '24h': ['day', 'days'],
  '1w': ['week', 'weeks'],
}

// Resolutions that allow any period up to a maximum are offered the usual ones below it.
const usualPeriods: Record<AlertInterval, readonly number[]> = {
  '10m': [6, 12, 36, 72, 144, 168],
  '1h': [6, 12, 24, 48, 72, 168],
  '24h': [],
  '1w': [4, 8, 13, 26, 52, 104, 200],
}

/** The moving averages an alert of `resolution` may watch (alertMovingAverages), in words. */
export function movingAverageOptions(resolution: AlertInterval, current: number) {
  const allowed = alertMovingAverages[resolution]
  const periods =
    'list' in allowed
      ? [...allowed.list]
      : [0, ...usualPeriods[resolution].filter((period) => period <= allowed.max)]
  if (!periods.includes(current)) periods.push(current)
  const [one, many] = unitNames[resolution]
  return periods
    .sort((a, b) => a - b)
    .map((period) => ({
      value: String(period),
      label: period === 0 ? 'None (the raw value)' : `${period} ${period === 1 ? one : many}`,
    }))
}
