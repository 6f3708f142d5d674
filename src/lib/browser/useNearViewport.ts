import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `marginPx` of the viewport, and from then on: charts
 * render lazily (charts.md §9, lazy render margin) but are not torn down when scrolled away.
 * Without IntersectionObserver everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${marginPx}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, marginPx, near])
  return near
}
