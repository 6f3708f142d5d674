import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { TestApp } from '../../testing/testApp'
import { buildTestApp } from '../../testing/testApp'
import { allowEveryCaller } from '../authorize'
import { createFakeMetricSource, type FakeMetricSource } from './fakeMetricSource'

export interface MetricsTestApp extends TestApp {
  source: FakeMetricSource
  /** Moves the pinned wall clock (milliseconds). */
  setClock(ms: number): void
}

/** 2024-03-01T00:07:00Z: the 10-minute step is 2024-03-01T00:00:00Z, day 61 of the fake data. */
export const testClockMs = Date.UTC(2024, 2, 1, 0, 7)

/**
 * A real app (testing/testApp.ts: temp SQLite, logs in memory) built with a metric source and a
 * pinned clock, so the data and its 10-minute step are the same in every run. Every caller is let
 * through: these tests hit one address hundreds of times under a clock that does not move, and
 * access has tests of its own (routes/metricAccess.test.ts).
 */
export async function buildMetricsTestApp(
  source: FakeMetricSource = createFakeMetricSource(),
): Promise<MetricsTestApp> {
  let clockMs = testClockMs
  const testApp = await buildTestApp(
    {},
    { metricSource: source, clock: () => clockMs, metricAccess: allowEveryCaller },
  )
  return {
    ...testApp,
    source,
    setClock(ms) {
      clockMs = ms
    },
  }
}

/** Requests with compression off, so bodies read as they are. */
export const plainHeaders = { 'accept-encoding': '' }

/**
 * One app for a test file's suite, built once and its clock reset before each test; `get`
 * injects a request (uncompressed unless headers say otherwise).
 */
export function useMetricsTestApp() {
  let test: MetricsTestApp | undefined
  beforeAll(async () => {
    test = await buildMetricsTestApp()
  })
  afterAll(() => test?.close())
  beforeEach(() => test?.setClock(testClockMs))
  const app = (): MetricsTestApp => {
    if (test === undefined) throw new Error('the metrics test app is built in beforeAll')
    return test
  }
  const get = (url: string, headers: Record<string, string> = plainHeaders) =>
    app().app.inject({ url, headers }) as Promise<LightMyRequestResponse>
  return { app, get }
}
