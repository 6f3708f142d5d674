import { describe, expect, it } from 'vitest'
import { requestOf, routeOf } from './operationRequests'
import { readStoredOperation } from './operationMigrations'
import { newOperation, operationKinds } from './operations'
import version1 from './fixtures/version1Operations.json'

describe('reading operations stored by older versions', () => {
  it('migrates version 1 (queued requests) keeping the body and the Idempotency-Key', () => {
    const [star, create] = version1.map((record) => readStoredOperation(record, 'nobody'))
    expect(star).toMatchObject({
      schemaVersion: 3,
      kind: 'favorite.add',
      target: 'fixture-star',
      idempotencyKey: '0f6b1b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      label: 'Starred “Active Addresses”',
      attempts: 1,
      state: 'pending',
      seq: 1,
    })
    expect(create).toMatchObject({
      kind: 'dashboard.create',
      target: '9f3e4a1b-7d9c-4c7b-9f4a-3b2e5c6d7e8f',
      baseVersion: null,
    })
    // The request the new version sends is the one the old one queued.
    for (const [index, op] of [star, create].entries()) {
      const old = version1[index]?.request
      if (op === undefined || old === undefined) throw new Error('fixture missing')
      const sent = requestOf(op)
      expect(sent.method).toBe(old.method)
      expect(sent.path).toBe(new URL(old.url, 'http://x').pathname)
      expect(sent.body).toEqual(old.body)
      expect(sent.headers['idempotency-key']).toBe(op.idempotencyKey)
    }
  })

  it('reads version 2 (no conflict rule, no `decide` state) as version 3 with the copy rule', () => {
    const stored = {
      ...newOperation(
        {
          owner: 'u',
          kind: 'dashboard.update',
          target: 'abc-1',
          payload: { data: { meta: { name: 'Flows' } } },
          baseVersion: 4,
          label: 'Renamed “Flows”',
        },
        { id: 'op-2', idempotencyKey: 'key-2' },
        5,
      ),
      schemaVersion: 2,
      seq: 7,
    }
    const read = readStoredOperation(stored, 'nobody')
    expect(read).toEqual({ ...stored, schemaVersion: 3 })
    expect(read.onConflict).toBeUndefined()
    expect(requestOf(read)).toEqual(requestOf({ ...stored, schemaVersion: 3 }))
    // A version 2 record never held the new state: one that does is not a version 2 record.
    expect(readStoredOperation({ ...stored, state: 'decide' }, 'u')).toMatchObject({
      state: 'failed',
    })
  })

  it('keeps what it cannot read as a failed operation holding the record', () => {
    const odd = { schemaVersion: 9, id: 'x', owner: 'u', something: 'new' }
    expect(readStoredOperation(odd, 'u')).toMatchObject({
      id: 'x',
      state: 'failed',
      payload: odd,
      notice: 'A change saved by another version of the app could not be read here',
    })
  })

  it('reads every route back to its kind', () => {
    for (const kind of operationKinds) {
      const op = newOperation(
        { owner: 'u', kind, target: 'abc-1', baseVersion: 2, label: '' },
        { id: 'i', idempotencyKey: 'k' },
        0,
      )
      const { method, path } = requestOf(op)
      const route = routeOf(method, path)
      expect(route?.kind).toBe(kind)
      if (!kind.endsWith('.create')) expect(route?.target).toBe('abc-1')
    }
  })
})
