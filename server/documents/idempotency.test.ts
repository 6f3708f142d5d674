import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import { handleError } from '../http/errorHandler'
import { notFound } from '../http/httpError'
import { createUdmCategoriesRepository } from '../repositories/udmCategoriesRepository'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createRowOwner } from '../testing/repositoryUsers'
import { createIdempotentWrites, type IdempotencyOptions } from './idempotency'

/**
 * The idempotency module on its own, on both databases: a throwaway route whose write adds a
 * category row, so "applied once" is a row count.
 */
describeEachDatabase('idempotent writes', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  async function setup(options: Partial<IdempotencyOptions> = {}) {
    const handle: DatabaseHandle = target.open()
    const user = { uuid: await createRowOwner(handle.db, 'idempotency.example') }
    let now = 1_700_000_000_000
    const writes = createIdempotentWrites(handle.db, { clock: () => now, ...options })
    let failNext = false
    const app: FastifyInstance = Fastify()
    app.setErrorHandler(handleError)
    app.post('/things', async (request, reply) =>
      writes.send(request, reply, user.uuid, async (trx) => {
        const category = await createUdmCategoriesRepository(trx).create(
          user.uuid,
          `thing ${randomUUID()}`,
          now,
        )
        if (failNext) {
          failNext = false
          throw notFound('Gone')
        }
        return { status: 201, headers: { 'x-thing': category.uuid }, body: { id: category.uuid } }
      }),
    )
    const post = (key: string | undefined, body: object = { name: 'a' }) =>
      app.inject({
        method: 'POST',
        url: '/things',
        payload: body,
        headers: key === undefined ? {} : { 'idempotency-key': key },
      })
    const rows = async () =>
      (await createUdmCategoriesRepository(handle.db).listByOwner(user.uuid)).length
    return {
      app,
      writes,
      post,
      rows,
      advance: (ms: number) => void (now += ms),
      now: () => now,
      failOnce: () => void (failNext = true),
    }
  }

  it('applies each key once, even for requests arriving together', async () => {
    const { app, post, rows } = await setup()
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('together')))
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201])
    const ids = new Set(answers.map((a) => a.json<{ id: string }>().id))
    expect(ids.size).toBe(1)
    expect(new Set(answers.map((a) => a.headers['x-thing']))).toEqual(ids)
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5)
    expect(await rows()).toBe(1)
    // Without a key every request is its own.
    await post(undefined)
    await post(undefined)
    expect(await rows()).toBe(3)
    await app.close()
  })

  it('refuses a key reused for another body and stores nothing for a failed write', async () => {
    const { app, post, rows, failOnce } = await setup()
    expect((await post('k', { name: 'a' })).statusCode).toBe(201)
    expect((await post('k', { name: 'b' })).statusCode).toBe(422)
    failOnce()
    expect((await post('fails', { name: 'a' })).statusCode).toBe(404)
    // The failed write was rolled back with its claim: the retry applies.
    const retry = await post('fails', { name: 'a' })
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBeUndefined()
    expect(await rows()).toBe(2)
    await app.close()
  })

  it('forgets keys after their time and beyond the per-user bound', async () => {
    const { app, writes, post, rows, advance, now } = await setup({
      ttlMs: 1000,
      maxKeysPerUser: 2,
    })
    await post('one')
    advance(1)
    await post('two')
    advance(1)
    await post('three')
    // "one" was the oldest beyond two keys: a repeat applies again; "three" still replays.
    expect((await post('three')).headers['idempotent-replayed']).toBe('true')
    expect((await post('one')).headers['idempotent-replayed']).toBeUndefined()
    expect(await rows()).toBe(4)

    // Of "two", "three" and the second "one", the bound kept the newest two; both expire now.
    advance(1000)
    expect(await writes.deleteExpired(now())).toBe(2)
    expect((await post('three')).headers['idempotent-replayed']).toBeUndefined()
    expect(await rows()).toBe(5)
    await app.close()
  })
})
