import { describe, expect, it } from 'vitest'
import {
  assetSchema,
  booleanParamSchema,
  chartSearchSchema,
  dashboardSearchSchema,
  globalSearchSchema,
  isSafeRedirectPath,
  metricsRedirectSearchSchema,
  pageSearchSchema,
  pricingSearchSchema,
  searchDefaults,
  unixSecondsParamSchema,
} from './searchParams'

// Values no field accepts: wrong types, control characters, over-long text.
const universalGarbage: unknown[] = [null, NaN, {}, [], { nested: 1 }, 'x'.repeat(300), '\u0000']

// Per kind of field, values that look plausible but are invalid for it.
const invalidByField: Record<string, unknown[]> = {
  a: ['BTC-USD', 'A'.repeat(16), '', '$', 1.5, -1],
  c: ['eur', 1, true],
  i: ['2h', '1d', 24],
  resolution: ['1M2', ''],
  s: ['', 'now', -1, '1.5e9', true],
  u: [-100, 'yesterday'],
  sy: ['abc', '', 'Infinity', true],
  uy: [{}, '1e999'],
  mAvg: [401, -1, 2.5, '7d', true],
  mMedian: ['1000'],
  ema: ['-3'],
  mScl: ['linear', 0],
  pScl: ['ln'],
  sameAxis: ['yes', 2, ''],
  boostMode: ['on'],
  exportMode: [-1],
  editDashboard: ['maybe'],
  chartStyle: ['area'],
  zoom: ['3y', 'forever', 1],
  modal: ['Upgrade', 'login', 3],
  upgradePlan: ['', 'pro plan', '<b>', 'x'.repeat(65)],
  billingCycle: ['weekly', 12],
  redirectTo: ['https://evil.com', '//evil.com', 'charts', 1],
  redirect_to: ['javascript:alert(1)'],
  page: [0, -1, '1.5', 'first'],
  page_size: [0, 501, '1000'],
  page_count: [0, 'all'],
  m: [true, ''],
  metric: [false, '   '],
  referrer: [''],
}

const routeSchemas = {
  globalSearchSchema,
  chartSearchSchema,
  dashboardSearchSchema,
  pricingSearchSchema,
  pageSearchSchema,
  metricsRedirectSearchSchema,
}

const allParamNames = [
  ...'a m metrics c i ai s u sy uy e from_exchange to_exchange miner network maturity'.split(' '),
  ...'period mAvg mMedian ema mScl pScl axis sameAxis chartStyle zoom boostMode exportMode'.split(
    ' ',
  ),
  ...'contractExpiration date f resolution timestamp_format modal upgradePlan'.split(' '),
  ...'redirectTo redirect_to referrer editDashboard billingCycle checkout page page_size'.split(
    ' ',
  ),
  ...'page_count category metric'.split(' '),
]

describe('route search schemas never throw', () => {
  it.each(Object.entries(routeSchemas))('%s drops garbage in every field', (_, schema) => {
    for (const bad of universalGarbage) {
      expect(schema.parse(Object.fromEntries(allParamNames.map((name) => [name, bad])))).toEqual({})
    }
  })

  it.each(Object.entries(routeSchemas))('%s drops field-specific invalid values', (_, schema) => {
    for (const [name, values] of Object.entries(invalidByField)) {
      for (const bad of values) expect(schema.parse({ [name]: bad })).toEqual({})
    }
  })

  it.each(Object.entries(routeSchemas))('%s turns a non-object into {}', (_, schema) => {
    for (const input of [undefined, null, 'a=BTC', 42, [], true]) {
      expect(schema.parse(input)).toEqual({})
    }
  })

  it('keeps invalid keys as undefined so they override the raw value in the router', () => {
    const parsed = chartSearchSchema.parse({ a: '!!', zoom: 'forever', s: 'yesterday' })
    expect(Object.keys(parsed).sort()).toEqual(['a', 's', 'zoom'])
    expect(Object.values(parsed)).toEqual([undefined, undefined, undefined])
    // The router spreads the validated search over the raw one: nothing invalid survives.
    expect({ ...{ a: '!!', zoom: 'forever', s: 'yesterday' }, ...parsed }).toEqual({})
  })

  it('drops unknown keys', () => {
    expect(globalSearchSchema.parse({ modal: 'upgrade', tracking: 'x' })).toEqual({
      modal: 'upgrade',
    })
  })
})

describe('chartSearchSchema', () => {
  it("reads an alert's uuid (a notification's link) and drops anything else", () => {
    const uuid = '0B6F5A1E-7C2D-4E8F-9A0B-1C2D3E4F5A6B'
    expect(chartSearchSchema.parse({ alert: uuid }).alert).toBe(uuid.toLowerCase())
    expect(chartSearchSchema.parse({ alert: 'not-a-uuid' }).alert).toBeUndefined()
  })

  it('passes valid values through, as strings or already-parsed JSON', () => {
    expect(
      chartSearchSchema.parse({
        a: 'eth',
        m: 'addresses/active_count',
        c: 'USD',
        i: '24h',
        s: '1700000000',
        u: 1706706300000,
        mAvg: '7',
        ema: 30,
        mScl: 'log',
        pScl: 'lin',
        sameAxis: 'true',
        boostMode: 1,
        exportMode: false,
        chartStyle: 'column',
        zoom: 'YTD',
        resolution: '10m',
        e: 'binance',
        modal: 'workbenchEditFormula',
        redirectTo: '/charts/x?a=BTC',
      }),
    ).toEqual({
      a: 'ETH',
      m: 'addresses/active_count',
      c: 'usd',
      i: '24h',
      s: 1700000000,
      u: 1706706300,
      mAvg: 7,
      ema: 30,
      mScl: 'log',
      pScl: 'lin',
      sameAxis: true,
      boostMode: true,
      exportMode: false,
      chartStyle: 'column',
      zoom: 'ytd',
      resolution: '10m',
      e: 'binance',
      modal: 'workbenchEditFormula',
      redirectTo: '/charts/x?a=BTC',
    })
  })

  it('keeps valid fields when others are invalid', () => {
    expect(chartSearchSchema.parse({ a: 'BTC', zoom: '3y', mAvg: 401, mMedian: -1 })).toEqual({
      a: 'BTC',
    })
  })

  it('reads the y axis range as any finite numbers, negative and fractional included', () => {
    expect(chartSearchSchema.parse({ sy: '-0.5', uy: 3.25 })).toMatchObject({ sy: -0.5, uy: 3.25 })
  })

  it('bounds moving windows to integers 0..400', () => {
    expect(chartSearchSchema.parse({ mAvg: 0, mMedian: 400, ema: '2.5' })).toEqual({
      mAvg: 0,
      mMedian: 400,
    })
  })
})

describe('field schemas', () => {
  it('assetSchema normalises to upper case and limits length and characters', () => {
    expect(assetSchema.parse(' btc ')).toBe('BTC')
    expect(assetSchema.parse('1inch')).toBe('1INCH')
    expect(assetSchema.safeParse('A'.repeat(16)).success).toBe(false)
    expect(assetSchema.safeParse('BTC-USD').success).toBe(false)
    expect(assetSchema.safeParse('').success).toBe(false)
  })

  it('unixSecondsParamSchema coerces strings and milliseconds, rejects the rest', () => {
    expect(unixSecondsParamSchema.parse('1700000000')).toBe(1700000000)
    expect(unixSecondsParamSchema.parse(1700000000123)).toBe(1700000000)
    for (const bad of ['', ' ', '17e8', 'now', -5, null, true]) {
      expect(unixSecondsParamSchema.safeParse(bad).success).toBe(false)
    }
  })

  it('booleanParamSchema reads true/false/1/0 in any form', () => {
    for (const yes of [true, 'true', 'TRUE', 1, '1'])
      expect(booleanParamSchema.parse(yes)).toBe(true)
    for (const no of [false, 'false', 0, '0']) expect(booleanParamSchema.parse(no)).toBe(false)
    for (const bad of ['yes', 2, '', null])
      expect(booleanParamSchema.safeParse(bad).success).toBe(false)
  })
})

describe('redirect targets', () => {
  it.each(['/', '/charts', '/settings/billing?tab=1#x', '/a//b'])('accepts %s', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true)
    expect(globalSearchSchema.parse({ redirectTo: path, redirect_to: path })).toEqual({
      redirectTo: path,
      redirect_to: path,
    })
  })

  it.each([
    'https://evil.com',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    'javascript:alert(1)',
    'charts',
    '',
    '/%E0%A4%A',
  ])('rejects %j', (path) => {
    expect(isSafeRedirectPath(path)).toBe(false)
    expect(globalSearchSchema.parse({ redirectTo: path, redirect_to: path })).toEqual({})
  })
})

describe('other routes', () => {
  it('dashboardSearchSchema', () => {
    expect(dashboardSearchSchema.parse({ a: 'sol', editDashboard: 'true', zoom: '1m' })).toEqual({
      a: 'SOL',
      editDashboard: true,
      zoom: '1m',
    })
  })

  it('pricingSearchSchema', () => {
    expect(
      pricingSearchSchema.parse({
        billingCycle: 'Monthly',
        checkout: 'advanced',
        upgradePlan: 'professional',
        modal: 'upgrade',
      }),
    ).toEqual({
      billingCycle: 'monthly',
      checkout: 'advanced',
      upgradePlan: 'professional',
      modal: 'upgrade',
    })
    expect(pricingSearchSchema.parse({ billingCycle: 'weekly', modal: 'nope' })).toEqual({})
  })

  it('pageSearchSchema bounds paging', () => {
    expect(pageSearchSchema.parse({ page: '2', page_size: 500, page_count: 9 })).toEqual({
      page: 2,
      page_size: 500,
      page_count: 9,
    })
    expect(pageSearchSchema.parse({ page: 0, page_size: 501, page_count: '1.5' })).toEqual({})
  })

  it('metricsRedirectSearchSchema', () => {
    expect(
      metricsRedirectSearchSchema.parse({ metric: 'market/price_usd_close', a: 'eth' }),
    ).toEqual({ metric: 'market/price_usd_close', a: 'ETH' })
  })

  it('exports the defaults applied later', () => {
    expect(searchDefaults).toEqual({ zoom: 'all', billingCycle: 'yearly', page: 1, page_size: 100 })
  })
})
