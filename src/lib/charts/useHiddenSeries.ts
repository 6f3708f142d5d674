import { useCallback, useState } from 'react'

/**
 * Which series the legend has hidden, by id, and the handler for the legend's visibility
 * report: a chart keeps "hidden" so that series it has not seen yet start visible.
 */
export function useHiddenSeries(): [
  hidden: Readonly<Record<string, boolean>>,
  onLegendChange: (visible: Record<string, boolean>) => void,
] {
  const [hidden, setHidden] = useState<Record<string, boolean>>({})
  const onLegendChange = useCallback(
    (visible: Record<string, boolean>) =>
      setHidden(Object.fromEntries(Object.entries(visible).map(([id, on]) => [id, !on]))),
    [],
  )
  return [hidden, onLegendChange]
}
