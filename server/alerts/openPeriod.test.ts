import { expect, it } from 'vitest'
import { alertHistorySchema } from '@/core/api/alertDelivery'
import { describeEachDatabase } from '../testing/databaseTargets'
import { alertEngineHarness, harnessStart } from './testing/alertEngineHarness'

/*
 * The engine and the open period (docs/alerts.md, "Open periods"): a daily alert reads today's
 * point as it moves, fires within the day at most once, and fires a day that crossed only as it
 * closed when that day closes; with several instances on one database, once per day in all.
 */

const day = 86_400
const minutes10 = 10 * 60_000
/** The start's day (unix seconds, 00:00 UTC) and the two closed days before it. */
const today = Math.floor(harnessStart / 1000 / day) * day
const closedDays: [number, number][] = [
  [today - 2 * day, 90],
  [today - day, 95],
]

describeEachDatabase('open periods on the engine', (target) => {
  const { instance, setup } = alertEngineHarness(target)

  it('fires within the open day when today moves above the level, once that day', async () => {
    const { a, source, create, history, advance } = await setup([...closedDays, [today, 98]])
    const alert = await create({ repeat: 'every', resolution: '24h', channels: ['push'] })
    await a.run()
    expect(a.push.calls).toHaveLength(0)

    // Ten minutes later today's price is above 100: the day's point fires now.
    advance(minutes10)
    source.move(today, 103)
    await a.run()
    expect(a.push.calls.map((c) => [c.notice.t, c.notice.value])).toEqual([[today, 103]])

    // Down and up again within the same day: at most once per day.
    advance(minutes10)
    source.move(today, 99)
    await a.run()
    advance(minutes10)
    source.move(today, 104)
    await a.run()
    expect(a.push.calls).toHaveLength(1)

    // The day closes at 99; the next day crosses again.
    source.move(today, 99)
    advance(day * 1000)
    source.push(today + day, 97)
    await a.run()
    advance(minutes10)
    source.move(today + day, 101)
    await a.run()
    expect(a.push.calls.map((c) => [c.notice.t, c.notice.value])).toEqual([
      [today, 103],
      [today + day, 101],
    ])
    const firings = alertHistorySchema.parse((await history(alert.uuid)).body).data
    expect(firings.map((f) => f.t)).toEqual([today + day, today])
  })

  it('fires a day that crossed only by its close, as it closes', async () => {
    const { a, source, create, advance } = await setup([...closedDays, [today, 98]])
    await create({ repeat: 'every', resolution: '24h', channels: ['push'] })
    await a.run()
    // Last read at 98; the day closed at 102 and the next day opened at 97.
    source.move(today, 102)
    advance(day * 1000)
    source.push(today + day, 97)
    await a.run()
    expect(a.push.calls.map((c) => [c.notice.t, c.notice.value])).toEqual([[today, 102]])
    // Read again and again, the closed day does not fire twice.
    advance(minutes10)
    source.bump()
    await a.run()
    expect(a.push.calls).toHaveLength(1)
  })

  // Two instances in one process over one SQLite file would block each other's event loop
  // (better-sqlite3 waits synchronously for the write lock); SQLite runs one process anyway.
  it.runIf(target.dialect === 'postgres')(
    'fires once per open day with two instances reading it on one database',
    async () => {
      const { a, source, create, clock, advance } = await setup([...closedDays, [today, 98]])
      const b = await instance(source, clock)
      await create({ repeat: 'every', resolution: '24h', channels: ['push'] })
      for (const value of [103, 99, 104, 105]) {
        advance(minutes10)
        source.move(today, value)
        await Promise.all([a.run(), b.run()])
      }
      expect(a.push.calls.length + b.push.calls.length).toBe(1)
      expect([...a.push.calls, ...b.push.calls][0]?.notice).toMatchObject({ t: today, value: 103 })
      const rows = await a.test.database.db.selectFrom('alert_firings').select('t').execute()
      expect(rows.map((row) => Number(row.t))).toEqual([today])
    },
  )
})
