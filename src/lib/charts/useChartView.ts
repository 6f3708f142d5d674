import { useCallback, useRef, type RefObject } from 'react'
import type { ChartView } from './engine/chartView'

/**
 * The drawn chart of a panel, for what acts on it later (Export): the ref and the stable
 * `onView` that UPlotChart calls when the instance is built or goes away.
 */
export function useChartView(): [
  RefObject<ChartView | undefined>,
  (view: ChartView | undefined) => void,
] {
  const view = useRef<ChartView | undefined>(undefined)
  const onView = useCallback((next: ChartView | undefined) => {
    view.current = next
  }, [])
  return [view, onView]
}
