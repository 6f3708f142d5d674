import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDemoSource } from '../demo/demoSource'
import { createDatabase } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import type { MetricSource } from '../metrics/metricSource'
import { createLayeredSource } from '../metrics/sources/layeredSource'
import {
  createImportedSeriesRepository,
  type ImportedPoints,
  type ImportedSeriesKey,
} from '../repositories/importedSeriesRepository'
import { buildTestApp, type TestApp } from './testApp'

export const publicApiOrigin = 'https://studio.test'
/** 2025-06-01T12:03Z: the 10-minute step is 12:00; the daily points of May are closed. */
export const publicApiClockMs = Date.UTC(2025, 5, 1, 12, 3)
export const publicApiNow = Date.UTC(2025, 5, 1, 12, 0) / 1000

export interface PublicApiApp extends TestApp {
  source: MetricSource
}

/**
 * The app as it runs by default: the demo dataset with imported series laid over it (imported
 * at `importedAtMs` from `imports` before the app starts), real plan gating and rate limits, a
 * pinned clock and PUBLIC_ORIGIN.
 */
export async function buildPublicApiApp(
  imports: { key: ImportedSeriesKey; points: ImportedPoints; importedAtMs: number }[] = [],
): Promise<PublicApiApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-public-api-'))
  const database = createDatabase({ dataDir, databaseUrl: undefined })
  await migrateToLatest(database)
  let importClock = 0
  const repository = createImportedSeriesRepository(database.db, { clock: () => importClock })
  for (const { key, points, importedAtMs } of imports) {
    importClock = importedAtMs
    await repository.replace(key, points)
  }
  const source = await createLayeredSource({
    imports: repository,
    fallback: createDemoSource(),
    clock: () => publicApiClockMs,
  })
  const test = await buildTestApp(
    { PUBLIC_ORIGIN: publicApiOrigin },
    { metricSource: source, clock: () => publicApiClockMs },
    { database },
  )
  return {
    ...test,
    source,
    async close() {
      await test.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
