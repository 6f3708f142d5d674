import type { Asset } from '@/core/api/assets'
import type { MetricDescriptor } from '@/core/api/metrics'
import { invalidParameter } from '@/core/api/metricsQuery'
import type { Resolution } from '@/core/resolution'
import { badRequest } from '../../http/httpError'
import type {
  ImportedSeriesInfo,
  ImportedSeriesRepository,
} from '../../repositories/importedSeriesRepository'
import type { MetricQuery, MetricSource, MetricSourceName, SeriesColumns } from '../metricSource'
import { sliceSeries } from '../seriesSlice'
import { mergeAssets, mergeDescriptors } from './importedCatalog'

export interface LayeredSourceOptions {
  imports: ImportedSeriesRepository
  /** Answers everything that was not imported: the demo dataset or the upstream provider. */
  fallback: MetricSource
  /** At most one "did imports change?" query per interval (5 s by default). */
  checkIntervalMs?: number
  clock?: () => number
  /** A failed check keeps the current imports and is retried at the next interval. */
  onCheckError?: (error: unknown) => void
}

/**
 * Imported series first, then the fallback. The importer is another process, so the source asks
 * the database for the imports' revision (a count and the latest import time: one cheap query)
 * at most every few seconds, on a request's way in, and reloads the listing when it changed.
 * Points are read on demand; the API's history cache keeps the hot ones.
 */
export async function createLayeredSource(options: LayeredSourceOptions): Promise<MetricSource> {
  const { imports, fallback } = options
  const clock = options.clock ?? Date.now
  const checkIntervalMs = options.checkIntervalMs ?? 5000

  let revision = await imports.revision()
  let catalog = buildCatalog(await imports.list())
  let lastCheck = clock()
  let checking: Promise<void> | undefined

  async function check(): Promise<void> {
    try {
      const latest = await imports.revision()
      if (latest === revision) return
      const listed = await imports.list()
      revision = latest
      catalog = buildCatalog(listed)
    } catch (error) {
      options.onCheckError?.(error)
    }
  }

  function buildCatalog(all: readonly ImportedSeriesInfo[]) {
    // Imports are plain values: over an OHLC or document metric they would answer nothing.
    const listed = all.filter(
      (info) => (fallback.descriptor(info.path)?.shape ?? 'value') === 'value',
    )
    const keys = new Set(listed.map((info) => seriesKey(info.path, info.asset, info.resolution)))
    const byPathAsset = new Map<string, Resolution[]>()
    for (const info of listed) {
      const key = `${info.path}\n${info.asset}`
      byPathAsset.set(key, [...(byPathAsset.get(key) ?? []), info.resolution])
    }
    return { listed, keys, byPathAsset, merged: undefined as Merged | undefined }
  }

  interface Merged {
    base: readonly MetricDescriptor[]
    baseAssets: readonly Asset[]
    descriptors: readonly MetricDescriptor[]
    byPath: Map<string, MetricDescriptor>
    assets: readonly Asset[]
  }

  /** Rebuilt when imports or the fallback's own listings change; the same arrays otherwise. */
  function merged(): Merged {
    const base = fallback.descriptors()
    const baseAssets = fallback.assets()
    const current = catalog.merged
    if (current !== undefined && current.base === base && current.baseAssets === baseAssets) {
      return current
    }
    const descriptors = mergeDescriptors(base, catalog.listed)
    catalog.merged = {
      base,
      baseAssets,
      descriptors,
      byPath: new Map(descriptors.map((descriptor) => [descriptor.path, descriptor])),
      assets: mergeAssets(baseAssets, catalog.listed),
    }
    return catalog.merged
  }

  /** Imported series answer the metric's default currency without extra parameters. */
  function isImported(path: string, query: MetricQuery): boolean {
    if (!catalog.keys.has(seriesKey(path, query.asset, query.interval))) return false
    return query.currency === importedCurrency(path) && Object.keys(query.params).length === 0
  }

  /** The currency a request gets when it names none (as parseMetricsQuery picks it). */
  function importedCurrency(path: string): string {
    const currencies = merged().byPath.get(path)?.currencies ?? []
    return currencies.length === 1 && currencies[0] !== undefined ? currencies[0] : 'native'
  }

  function fallbackServes(path: string, query: MetricQuery): boolean {
    const descriptor = fallback.descriptor(path)
    return (
      descriptor !== undefined &&
      descriptor.assets.includes(query.asset) &&
      descriptor.resolutions.includes(query.interval)
    )
  }

  return {
    name: fallback.name,
    assets: () => merged().assets,
    descriptors: () => merged().descriptors,
    descriptor: (path) => merged().byPath.get(path),

    async series(path, query, now): Promise<SeriesColumns> {
      if (isImported(path, query)) {
        const points = await imports.read({ path, asset: query.asset, resolution: query.interval })
        // Sources answer nothing after `now`, imported future points included.
        if (points !== undefined) return sliceSeries(points, undefined, now)
      }
      if (fallbackServes(path, query)) return fallback.series(path, query, now)
      throw badRequest(importedOnlyMessage(path, query))
    },

    seriesSource(path, query): MetricSourceName {
      if (isImported(path, query)) return 'import'
      return fallback.seriesSource?.(path, query) ?? fallback.name
    },

    version: () => `${fallback.version?.() ?? ''}|${revision}`,

    /** Imported points by their stored times; the rest as the fallback says. */
    async availability(path, query, window) {
      const imported = catalog.listed.filter(
        (info) =>
          info.path === path &&
          info.resolution === query.interval &&
          (query.asset === undefined || info.asset === query.asset),
      )
      const parts = await Promise.all(
        imported.map((info) =>
          imports.availability({ path, asset: info.asset, resolution: info.resolution }, window),
        ),
      )
      const onlyImported = query.asset !== undefined && imported.length > 0
      if (!onlyImported) parts.push(await fallback.availability?.(path, query, window))
      const known = parts.filter((part) => part !== undefined)
      if (known.length === 0) return undefined
      return {
        ends: known.flatMap((part) => part.ends),
        availableAt: known.flatMap((part) => part.availableAt),
      }
    },

    refresh() {
      if (checking !== undefined) return checking
      if (clock() - lastCheck < checkIntervalMs) return Promise.resolve()
      lastCheck = clock()
      checking = check().finally(() => (checking = undefined))
      return checking
    },
  }

  /** Only imports have this asset here: say which intervals or currency they come in. */
  function importedOnlyMessage(path: string, query: MetricQuery): string {
    const imported = catalog.byPathAsset.get(`${path}\n${query.asset}`) ?? []
    if (!imported.includes(query.interval)) {
      return invalidParameter('i', query.interval, imported)
    }
    const name = Object.keys(query.params)[0]
    if (name !== undefined) return `parameter ${name} is not available for imported series`
    return invalidParameter('c', query.currency, [importedCurrency(path)])
  }
}

function seriesKey(path: string, asset: string, resolution: Resolution): string {
  return `${path}\n${asset}\n${resolution}`
}
