import { afterEach, expect } from 'vitest'
import { alertSchema } from '@/core/api/alerts'
import type { MetricSource } from '../../metrics/metricSource'
import { alertBody, alertClient } from '../../testing/alertFixtures'
import type { DatabaseTarget } from '../../testing/databaseTargets'
import { testCaller } from '../../testing/documentApiClient'
import { signedInUser } from '../../testing/signedInUser'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import {
  manualRepeater,
  recordingPulses,
  recordingSender,
  type RecordingSender,
} from './alertEngineFixtures'
import { createScriptedSource } from './scriptedSource'

/*
 * Apps whose alert engine a test runs by hand (docs/alerts.md, "Evaluation and delivery"), over
 * the scripted price series: an instance per app, several on one database when a test needs
 * them, closed after each test. Call inside describeEachDatabase.
 */

export const harnessOrigin = 'http://studio.test'
export const harnessStart = Date.UTC(2026, 10, 1, 12, 0)
/** Points 10 minutes apart, the newest `back` steps before the start. */
export const pointAt = (k: number) => harnessStart / 1000 - 600 * (100 - k)

export interface EngineInstance {
  test: TestApp
  run: () => Promise<void>
  push: RecordingSender
  webhook: RecordingSender
  pulses: ReturnType<typeof recordingPulses>
}

export function alertEngineHarness(target: DatabaseTarget) {
  const apps: TestApp[] = []
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
  })

  async function instance(source: MetricSource, clock: () => number): Promise<EngineInstance> {
    const repeater = manualRepeater()
    const push = recordingSender('push')
    const webhook = recordingSender('webhook')
    const pulses = recordingPulses()
    const test = await buildTestApp(
      { PUBLIC_ORIGIN: harnessOrigin },
      {
        metricSource: source,
        clock,
        alertRepeat: repeater.repeat,
        alertSenders: [push, webhook],
        pulses,
      },
      { database: target.open() },
    )
    apps.push(test)
    await test.app.ready()
    return { test, run: repeater.run, push, webhook, pulses }
  }

  async function setup(points: [number, number][] = [[pointAt(0), 90]]) {
    let now = harnessStart
    const clock = () => now
    const source = createScriptedSource(points)
    const a = await instance(source, clock)
    // One database for the suite: each test starts without the alerts of the previous ones.
    await a.test.database.db.deleteFrom('alerts').execute()
    const user = await signedInUser(a.test, `ada-${Math.random()}@studio.test`, harnessOrigin)
    const api = alertClient(a.test, harnessOrigin, user.cookie)
    const create = async (overrides: Record<string, unknown> = {}) => {
      const response = await api.create(
        alertBody({ conditionValues: [100], channels: ['push', 'webhook'], ...overrides }),
      )
      expect(response.statusCode).toBe(201)
      return alertSchema.parse(response.json())
    }
    const history = async (uuid: string, cookie = user.cookie) => {
      const response = await testCaller(
        a.test,
        harnessOrigin,
        cookie,
      )('GET', `/v1/alerts/${uuid}/history`)
      return { status: response.statusCode, body: response.json() as unknown }
    }
    return {
      a,
      source,
      user,
      api,
      create,
      history,
      clock,
      advance: (ms: number) => (now += ms),
    }
  }

  return { apps, instance, setup }
}
