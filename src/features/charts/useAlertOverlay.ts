import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState, type RefObject } from 'react'
import type { Alert } from '@/core/api/alerts'
import { describeCondition } from '@/core/alerts/alertNotice'
import { formatNumber } from '@/core/format/number'
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
export function useAlertOverlay(
  uuid: string | undefined,
  view: RefObject<ChartView | undefined>,
  /**
   * The axis the alert's series is drawn on; undefined when the chart does not draw it (a
   * workbench without the alert's formula). A metric's chart draws its metric on `y`.
   */
  axisOf: (alert: Alert) => string | undefined = () => 'y',
) {
  const { status } = useCurrentUser()
  const enabled = uuid !== undefined && status === 'authenticated'
  const list = useQuery({ ...alertListQuery, enabled })
  const history = useQuery({ ...alertHistoryQuery(uuid ?? ''), enabled })
  const alert = list.data?.data.find((a) => a.uuid.toLowerCase() === uuid)
  const [overlay] = useState(() => ({
    levels: thresholdOverlay(),
    markers: firingMarkersOverlay(),
  }))

  const axis = alert && axisOf(alert)
  useEffect(() => {
    const drawn = alert !== undefined && axis !== undefined ? alert : undefined
    const percent = drawn !== undefined && isPercentCondition(drawn.condition)
    overlay.levels.set(
      drawn && !percent
        ? drawn.conditionValues.map((value) => ({
            value,
            label: `${drawn.name}: ${formatNumber(value)}`,
          }))
        : [],
      axis,
    )
    overlay.markers.set(
      drawn
        ? (history.data ?? [])
            .filter((firing) => !firing.test)
            .map((firing) => ({ t: firing.t, value: percent ? undefined : firing.value }))
        : [],
      axis,
    )
    view.current?.plot.redraw(false)
  }, [alert, axis, history.data, overlay, view])

  const active = uuid !== undefined
  const plugins = useMemo(
    () => (active ? [overlay.levels.plugin, overlay.markers.plugin] : []),
    [active, overlay],
  )
  const note =
    alert && axis !== undefined ? `Alert “${alert.name}”: ${describeCondition(alert)}` : undefined
  return { plugins, note }
}
