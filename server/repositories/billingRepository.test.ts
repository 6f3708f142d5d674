import { beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createBillingRepository, type Subscription, type Transaction } from './billingRepository'
import { createUsersRepository } from './usersRepository'

describeEachDatabase('billing repository', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  const newUser = async (email: string) => {
    const users = createUsersRepository(target.open().db)
    const user = await users.create({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: 'scrypt$x',
      newsletter: false,
      referral: null,
    })
    if (user === undefined) throw new Error('not created')
    return user.uuid
  }

  const subscription = (userUuid: string, id: string, createdAt: number): Subscription => ({
    id,
    userUuid,
    plan: 'advanced',
    cycle: 'yearly',
    priceId: 'pri_studio_advanced_yearly',
    status: 'trialing',
    amount: 58800,
    currency: 'USD',
    trialEnd: createdAt + 1000,
    currentPeriodEnd: createdAt + 1000,
    nextBilledAt: createdAt + 1000,
    canceledAt: null,
    createdAt,
    lastEventAt: createdAt,
  })

  it('records each webhook event id once', async () => {
    const repo = createBillingRepository(target.open().db)
    const event = { eventId: 'evt_1', eventType: 'subscription.created', occurredAt: 1 }
    expect(await repo.recordEvent(event, 10)).toBe(true)
    expect(await repo.recordEvent(event, 11)).toBe(false)
    expect(await createBillingRepository(target.open().db).recordEvent(event, 12)).toBe(false)
  })

  it('saves, updates and lists subscriptions and transactions per user, newest first', async () => {
    const repo = createBillingRepository(target.open().db)
    const ada = await newUser('ada@billing.test')
    const bob = await newUser('bob@billing.test')
    const older = subscription(ada, 'sub_a1', 1_700_000_000_000)
    await repo.saveSubscription(older)
    await repo.saveSubscription(subscription(ada, 'sub_a2', 1_700_000_100_000))
    await repo.saveSubscription(subscription(bob, 'sub_b1', 1_700_000_200_000))
    await repo.saveSubscription({ ...older, status: 'canceled', canceledAt: 1_700_000_050_000 })

    expect((await repo.subscriptionsOf(ada)).map((s) => s.id)).toEqual(['sub_a2', 'sub_a1'])
    expect(await repo.findSubscription('sub_a1')).toEqual({
      ...older,
      status: 'canceled',
      canceledAt: 1_700_000_050_000,
    })

    const transaction: Transaction = {
      id: 'txn_a1',
      userUuid: ada,
      subscriptionId: 'sub_a1',
      status: 'completed',
      currency: 'USD',
      subtotal: 58800,
      tax: 0,
      total: 58800,
      refunded: 0,
      invoiceNumber: 'INV-1',
      paymentMethod: 'card',
      card: { brand: 'visa', last4: '4242', expiry: '12/30' },
      createdAt: 1_700_000_000_000,
      lastEventAt: 1_700_000_000_000,
    }
    await repo.saveTransaction(transaction)
    await repo.saveTransaction({ ...transaction, status: 'partially_refunded', refunded: 1000 })
    expect(await repo.transactionsOf(ada)).toEqual([
      { ...transaction, status: 'partially_refunded', refunded: 1000 },
    ])
    expect(await repo.transactionsOf(bob)).toEqual([])
  })

  it('finds the subscriptions of a prefix whose period ended or whose cancel took effect', async () => {
    const repo = createBillingRepository(target.open().db)
    const eve = await newUser('eve@billing.test')
    const at = 1_800_000_000_000
    const save = (id: string, changes: Partial<Subscription>) =>
      repo.saveSubscription({ ...subscription(eve, id, at - 10_000), ...changes })
    await save('sub_sandbox_ended', { currentPeriodEnd: at - 1 })
    await save('sub_sandbox_at_end', { status: 'active', currentPeriodEnd: at })
    await save('sub_sandbox_running', { currentPeriodEnd: at + 1 })
    await save('sub_sandbox_cancel', { currentPeriodEnd: at + 5, canceledAt: at - 5 })
    await save('sub_sandbox_over', { status: 'canceled', currentPeriodEnd: null, canceledAt: 1 })
    await save('sub_01hv8b2m6w9c3k7q5r4t8y1zxa', { currentPeriodEnd: at - 1 })
    await save('subXsandboxXlookalike', { currentPeriodEnd: at - 1 })

    const due = await repo.dueSubscriptions(at, 'sub_sandbox_', 10)
    expect(due.map((s) => s.id)).toEqual([
      'sub_sandbox_ended',
      'sub_sandbox_at_end',
      'sub_sandbox_cancel',
    ])
    expect((await repo.dueSubscriptions(at, 'sub_sandbox_', 1)).map((s) => s.id)).toEqual([
      'sub_sandbox_ended',
    ])
  })
})
