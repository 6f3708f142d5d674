import { beforeAll, expect, it } from 'vitest'
import { contactMessageSchema } from '@/core/api/contactForm'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createContactMessagesRepository } from './contactMessagesRepository'

const support = contactMessageSchema.parse({
  topic: 'support',
  name: 'Grace Hopper',
  email: 'grace@fund.example',
  message: 'Where is the MVRV chart for LTC?',
  page: '/catalog',
})
const feedback = contactMessageSchema.parse({
  topic: 'feedback',
  name: 'Ada Lovelace',
  email: 'ada@fund.example',
  message: 'More formula functions, please.',
})

describeEachDatabase('contact messages repository', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  it('stores messages and lists the latest first, of one topic or all', async () => {
    let now = 1_700_000_000_000
    const repo = createContactMessagesRepository(target.open().db, { clock: () => now })
    const first = await repo.create(support)
    now += 1000
    const second = await repo.create(feedback)
    expect(await repo.listRecent(10)).toEqual([
      { id: second.id, createdAt: now, ...feedback },
      { id: first.id, createdAt: now - 1000, ...support },
    ])
    expect(await repo.listRecent(10, 'support')).toEqual([
      { id: first.id, createdAt: now - 1000, ...support },
    ])
    expect(await repo.listRecent(1)).toHaveLength(1)
  })
})
