import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createRowOwner } from '../testing/repositoryUsers'
import { createAlertsRepository, type AlertFields } from './alertsRepository'

const metricAlert: AlertFields = {
  path: 'market/price_usd_close',
  source: null,
  asset: 'BTC',
  currency: 'usd',
  exchange: null,
  resolution: '1h',
  condition: 'in',
  conditionValues: [60_000.5, 70_000],
  conditionDuration: null,
  movingAverage: 24,
  metricName: 'Price',
  name: 'Price (BTC)',
  channels: ['push', 'telegram'],
  repeat: '1h',
  enabled: true,
  snoozedUntil: 1_900_000_000_123,
  disabledReason: null,
}

describeEachDatabase('alerts repository', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })
  const newUser = () => createRowOwner(target.open().db, 'alerts.example')

  it('stores alerts as given, lists them oldest first and changes them by version', async () => {
    const alerts = createAlertsRepository(target.open().db)
    const ada = await newUser()
    const bob = await newUser()
    const uuid = randomUUID()
    const first = await alerts.create(ada, metricAlert, 2000, uuid)
    expect(first).toMatchObject({ uuid, ownerUuid: ada, version: 1, createdAt: 2000 })
    const second = await alerts.create(
      ada,
      { ...metricAlert, enabled: false, snoozedUntil: null },
      3000,
    )
    await alerts.create(bob, metricAlert, 1000)
    expect(await alerts.find(uuid)).toEqual(first)
    expect(await alerts.find(second.uuid)).toMatchObject({ enabled: false, snoozedUntil: null })
    expect((await alerts.listByOwner(ada)).map((a) => a.uuid)).toEqual([uuid, second.uuid])
    expect(await alerts.countByOwner(ada)).toBe(2)

    const renamed = await alerts.replace(first, { ...metricAlert, name: 'Band' }, 4000)
    expect(renamed).toMatchObject({ version: 2, name: 'Band', updatedAt: 4000 })
    expect(await alerts.find(uuid)).toEqual(renamed)
    expect(await alerts.replace(first, metricAlert, 5000)).toBeUndefined()
    expect(await alerts.delete(uuid, 1)).toBe(false)
    expect(await alerts.delete(uuid, 2)).toBe(true)
    expect(await alerts.countByOwner(ada)).toBe(1)
  })

  it("finds a workbench's alerts and turns them off once, as a new version", async () => {
    const db = target.open().db
    const alerts = createAlertsRepository(db)
    const ada = await newUser()
    const chartUuid = randomUUID()
    const formula = (item: string): AlertFields => ({
      ...metricAlert,
      path: null,
      asset: null,
      currency: null,
      source: { chartUuid, item },
    })
    const f1 = await alerts.create(ada, formula('f1'), 1000)
    const f2 = await alerts.create(ada, formula('f2'), 2000)
    await alerts.create(ada, metricAlert, 3000)
    expect((await alerts.listBySourceChart(ada, chartUuid)).map((a) => a.source)).toEqual([
      { chartUuid, item: 'f1' },
      { chartUuid, item: 'f2' },
    ])
    await db.transaction().execute(async (trx) => {
      await createAlertsRepository(trx).lockOwner(ada)
      await createAlertsRepository(trx).disable([f1.uuid], 'source_item_removed', 4000)
    })
    await alerts.disable([f1.uuid, f2.uuid], 'source_deleted', 5000)
    expect(await alerts.find(f1.uuid)).toMatchObject({
      enabled: false,
      disabledReason: 'source_item_removed',
      version: 2,
      updatedAt: 4000,
    })
    expect(await alerts.find(f2.uuid)).toMatchObject({
      enabled: false,
      disabledReason: 'source_deleted',
      version: 2,
    })
  })
})
