import { expect, it } from 'vitest'
import webpush from 'web-push'
import { clientConfigSchema } from '@/core/api/clientConfig'
import { migrateToLatest } from '../../db/migrate'
import { createSettingsRepository } from '../../repositories/settingsRepository'
import { describeEachDatabase } from '../../testing/databaseTargets'
import { buildTestApp } from '../../testing/testApp'
import { loadVapidDetails } from './vapidKeys'

const subject = 'mailto:ops@example.com'

describeEachDatabase('VAPID keys', (target) => {
  it('are generated once and shared by instances starting together and by restarts', async () => {
    const first = target.open()
    await migrateToLatest(first)
    const instances = [first, target.open(), target.open()]
    const loaded = await Promise.all(
      instances.map((handle) =>
        loadVapidDetails({ keys: undefined, subject }, createSettingsRepository(handle.db)),
      ),
    )
    const [keys] = loaded
    expect(keys?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(keys?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    for (const other of loaded) expect(other).toEqual(keys)

    // A restart (another connection, later) reads the same pair; the client config answers it.
    const restarted = await buildTestApp({}, {}, { database: target.open() })
    try {
      const res = await restarted.app.inject('/v1/client-config')
      expect(clientConfigSchema.parse(res.json()).vapidPublicKey).toBe(keys?.publicKey)
    } finally {
      await restarted.close()
    }
  })

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set', async () => {
    const configured = webpush.generateVAPIDKeys()
    const app = await buildTestApp(
      { VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey },
      {},
      { database: target.open() },
    )
    try {
      const res = await app.app.inject('/v1/client-config')
      expect(clientConfigSchema.parse(res.json()).vapidPublicKey).toBe(configured.publicKey)
      expect(res.body).not.toContain(configured.privateKey)
    } finally {
      await app.close()
    }
  })
})
