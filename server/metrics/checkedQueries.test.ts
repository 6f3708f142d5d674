import { describe, expect, it } from 'vitest'
import { parseMetricsQuery } from '@/core/api/metricsQuery'
import { parseQueryString } from '../http/queryString'
import { CheckedQueries } from './checkedQueries'
import { createFakeMetricSource } from './testing/fakeMetricSource'

const path = 'addresses/active_count'
const descriptor = createFakeMetricSource().descriptor(path)
if (descriptor === undefined) throw new Error(`the fake source has no ${path}`)

describe('checked series queries', () => {
  it('answer a repeated query string with the outcome of its first check', () => {
    const checked = new CheckedQueries()
    const raw = 'a=BTC&i=24h&f=csv'
    const first = checked.check(path, descriptor, parseQueryString(raw), raw)
    expect(first).toEqual(parseMetricsQuery(parseQueryString(raw), descriptor))
    expect(first.success).toBe(true)
    expect(checked.check(path, descriptor, parseQueryString(raw), raw)).toBe(first)
  })

  it('remember refusals too, and keep other queries apart', () => {
    const checked = new CheckedQueries()
    const bad = checked.check(path, descriptor, parseQueryString('a=NOPE'), 'a=NOPE')
    expect(bad.success).toBe(false)
    expect(checked.check(path, descriptor, {}, 'a=NOPE')).toBe(bad)
    expect(checked.check(path, descriptor, parseQueryString('a=BTC'), 'a=BTC').success).toBe(true)
  })

  it('check again when the source answers another descriptor for the metric', () => {
    const checked = new CheckedQueries()
    const raw = 'a=NEW'
    expect(checked.check(path, descriptor, parseQueryString(raw), raw).success).toBe(false)
    // An import added the asset: the catalog gives a new descriptor object.
    const imported = { ...descriptor, assets: [...descriptor.assets, 'NEW'] }
    expect(checked.check(path, imported, parseQueryString(raw), raw).success).toBe(true)
  })

  it('check every time without the query string', () => {
    const checked = new CheckedQueries()
    const query = parseQueryString('a=BTC')
    expect(checked.check(path, descriptor, query, undefined)).not.toBe(
      checked.check(path, descriptor, query, undefined),
    )
  })
})
