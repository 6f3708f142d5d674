import { createDemoSource } from '../../demo/demoSource'
import type { MetricSource, SeriesColumns } from '../../metrics/metricSource'

/**
 * The demo dataset's metrics, with `market/price_usd_close` answering points a test writes
 * (every asset, currency and interval alike): `push` adds a point and changes `version()`, as an
 * import does, so the next tick evaluates it.
 */
export interface ScriptedSource extends MetricSource {
  push(t: number, v: number): void
  /** Changes the value of the point at `t` (the open period's point moving), as push does. */
  move(t: number, v: number): void
  /** Changes the version without new points (an import of other series). */
  bump(): void
}

export const scriptedPath = 'market/price_usd_close'

export function createScriptedSource(points: [number, number][] = []): ScriptedSource {
  const demo = createDemoSource()
  const held = [...points]
  let version = 0
  return {
    name: 'demo',
    assets: () => demo.assets(),
    descriptors: () => demo.descriptors(),
    descriptor: (path) => demo.descriptor(path),
    series(path, query, now): SeriesColumns | Promise<SeriesColumns> {
      if (path !== scriptedPath) return demo.series(path, query, now)
      const shown = held.filter(([t]) => t <= now).sort((a, b) => a[0] - b[0])
      return {
        t: Float64Array.from(shown, ([t]) => t),
        v: Float64Array.from(shown, ([, v]) => v),
      }
    },
    version: () => `scripted-${version}`,
    refresh: async () => undefined,
    push(t, v) {
      held.push([t, v])
      version += 1
    },
    move(t, v) {
      const at = held.findIndex(([time]) => time === t)
      if (at < 0) throw new Error(`No scripted point at ${t}`)
      held[at] = [t, v]
      version += 1
    },
    bump() {
      version += 1
    },
  }
}
