import { describe, expect, it } from 'vitest'
import { chartInputSchema, udmLimits } from '@/core/api/udm'
import { chartAssetSearch, cloneInput, copyName, movedInput } from './chartCopies'
import { chartDocument } from '@/lib/documentLibrary/libraryFixtures'

describe('copyName', () => {
  it('appends " (copy)"', () => {
    expect(copyName('MVRV and price')).toBe('MVRV and price (copy)')
  })

  it('shortens a long name so the copy still fits the name limit', () => {
    const name = copyName('x'.repeat(udmLimits.maxNameLength))
    expect(name).toHaveLength(udmLimits.maxNameLength)
    expect(name.endsWith('x (copy)')).toBe(true)
  })
})

describe('cloneInput', () => {
  it('copies the chart under the new name with the given description', () => {
    const input = cloneInput(chartDocument(), '  For the weekly report ')
    expect(input).toMatchObject({
      name: 'MVRV and price (copy)',
      description: 'For the weekly report',
      categoryUuid: chartDocument().categoryUuid,
      items: chartDocument().items,
    })
    // What is sent is what the server accepts: none of the read-only fields.
    expect(chartInputSchema.parse(input)).toEqual(input)
    expect(input).not.toHaveProperty('uuid')
    expect(input).not.toHaveProperty('version')
  })

  it("keeps the original's description when none is given", () => {
    expect(cloneInput(chartDocument(), '   ').description).toBe('Two lines')
  })
})

describe('movedInput', () => {
  it('changes only the category', () => {
    const chart = chartDocument()
    expect(movedInput(chart, null)).toEqual({
      ...cloneInput(chart, ''),
      name: chart.name,
      categoryUuid: null,
    })
  })
})

describe('chartAssetSearch', () => {
  it('keeps the asset of a single-asset chart only', () => {
    expect(chartAssetSearch(['ETH'])).toEqual({ a: 'ETH' })
    expect(chartAssetSearch(['BTC', 'ETH'])).toEqual({})
    expect(chartAssetSearch([])).toEqual({})
  })
})
