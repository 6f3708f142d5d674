import { describe, expect, it } from 'vitest'
import { createKeyAccess } from './keyAccess'
import type { KeyCheck, SearchKeys } from './searchKeys'
import { generateSecuredKey, verifySecuredKey } from './securedKeys'

const parent = 'parent-key-of-the-test'
const now = Date.UTC(2026, 10, 25, 12)
const validUntil = Math.floor(now / 1000) + 60

/** The keys' own check (HMAC and restrictions) over a parent, counting its calls. */
function countedKeys() {
  let calls = 0
  const keys: Pick<SearchKeys, 'check'> = {
    check(key, nowMs): KeyCheck {
      calls += 1
      const secured = verifySecuredKey(parent, key, nowMs)
      if (!secured.ok) return secured
      const { filters = '', restrictIndices, validUntil: until } = secured.restrictions
      return {
        ok: true,
        access: {
          filters,
          restrictIndices,
          validUntilMs: until === undefined ? undefined : until * 1000,
        },
      }
    },
  }
  return { keys, calls: () => calls }
}

const adaKey = generateSecuredKey(parent, {
  filters: '(visibleBy:public OR visibleBy:"user:Ada") AND NOT tier = 3',
  restrictIndices: ['studio_items'],
  validUntil,
})

describe('key access', () => {
  it('checks a key once, then answers its restrictions from memory', () => {
    const counted = countedKeys()
    const access = createKeyAccess(counted.keys)
    const first = access.check(adaKey, now)
    const again = access.check(adaKey, now + 1000)
    expect(counted.calls()).toBe(1)
    expect(first).toEqual(again)
    if (!first.ok) throw new Error('the key should pass')
    expect(first.access.restrictIndices).toEqual(['studio_items'])
    expect([...(first.access.visibleBy ?? [])].sort()).toEqual(['public', 'user:ada'])
    expect(first.access.keyFilter({ visibleBy: ['user:ada'], tier: 1 })).toBe(true)
    expect(first.access.keyFilter({ visibleBy: ['user:bob'], tier: 1 })).toBe(false)
    expect(first.access.keyFilter({ visibleBy: ['public'], tier: 3 })).toBe(false)
  })

  it('still refuses a kept key once it has expired, and forgets it', () => {
    const counted = countedKeys()
    const access = createKeyAccess(counted.keys)
    expect(access.check(adaKey, now).ok).toBe(true)
    expect(access.check(adaKey, validUntil * 1000 + 1)).toEqual({ ok: false, reason: 'expired' })
    expect(access.size()).toBe(0)
  })

  it('keeps no key that fails, so made-up keys cannot push good ones out', () => {
    const counted = countedKeys()
    const access = createKeyAccess(counted.keys, 2)
    expect(access.check(adaKey, now).ok).toBe(true)
    const tampered = Buffer.from(
      Buffer.from(adaKey, 'base64').toString().replace('tier%20%3D%203', 'tier%20%3D%209'),
    ).toString('base64')
    expect(tampered).not.toBe(adaKey)
    for (let i = 0; i < 5; i += 1) expect(access.check(tampered, now).ok).toBe(false)
    expect(access.check('not a key', now)).toEqual({ ok: false, reason: 'invalid' })
    expect(access.size()).toBe(1)
    expect(counted.calls()).toBe(7)
  })

  it('refuses a key whose filters do not parse, as the protocol does', () => {
    const access = createKeyAccess(countedKeys().keys)
    const broken = generateSecuredKey(parent, { filters: 'visibleBy:(public', validUntil })
    expect(access.check(broken, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('forgets the longest kept key past its capacity', () => {
    const counted = countedKeys()
    const access = createKeyAccess(counted.keys, 2)
    const keys = ['a', 'b', 'c'].map((user) =>
      generateSecuredKey(parent, { filters: `visibleBy:"user:${user}"`, validUntil }),
    )
    for (const key of keys) access.check(key, now)
    expect(access.size()).toBe(2)
    access.check(keys[2] ?? '', now)
    expect(counted.calls()).toBe(3)
    access.check(keys[0] ?? '', now)
    expect(counted.calls()).toBe(4)
  })
})
