import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState, type RefObject } from 'react'
import { describeCondition, formatAlertNumber } from '@/core/alerts/alertNotice'
import { isPercentCondition } from '@/core/alerts/alertRule'
import { alertHistoryQuery, alertListQuery } from '@/lib/alerts/alertQueries'
import { useCurrentUser } from '@/lib/auth/currentUser'
import type { ChartView } from '@/lib/charts/engine/chartView'
import { firingMarkersOverlay } from '@/lib/charts/plugins/firingMarkersPlugin'
import { thresholdOverlay } from '@/lib/charts/plugins/thresholdPlugin'

/**
 * The chart page's `alert={uuid}` (the link a notification opens): that alert's level(s) as
 * dashed lines and a marker at each of its past firings (tests left out). Percent alerts watch
 * a change, not a level: no line, and their markers sit on the bottom edge. The plugins stay the
 * same while the alert and its history load, so the chart is not rebuilt; they are redrawn.
 */
export function useAlertOverlay(uuid: string | undefined, view: RefObject<ChartView | undefined>) {
  const { status } = useCurrentUser()
  const enabled = uuid !== undefined && status === 'authenticated'
  const list = useQuery({ ...alertListQuery, enabled })
  const history = useQuery({ ...alertHistoryQuery(uuid ?? ''), enabled })
  const alert = list.data?.data.find((a) => a.uuid.toLowerCase() === uuid)
  const [overlay] = useState(() => ({
    levels: thresholdOverlay(),
    markers: firingMarkersOverlay(),
  }))

  useEffect(() => {
    const percent = alert !== undefined && isPercentCondition(alert.condition)
    overlay.levels.set(
      alert && !percent
        ? alert.conditionValues.map((value) => ({
            value,
            label: `${alert.name}: ${formatAlertNumber(value)}`,
          }))
        : [],
    )
    overlay.markers.set(
      (history.data ?? [])
        .filter((firing) => !firing.test)
        .map((firing) => ({ t: firing.t, value: percent ? undefined : firing.value })),
    )
    view.current?.plot.redraw(false)
  }, [alert, history.data, overlay, view])

  const active = uuid !== undefined
  const plugins = useMemo(
    () => (active ? [overlay.levels.plugin, overlay.markers.plugin] : []),
    [active, overlay],
  )
  const note = alert ? `Alert “${alert.name}”: ${describeCondition(alert)}` : undefined
  return { plugins, note }
}
