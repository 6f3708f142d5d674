import { describe, expect, it } from 'vitest'
import { AlgoliaError } from './algoliaError'
import { multiQueryBodySchema, multiQueryRequests } from './multiQueryBody'

describe('the multi-query body', () => {
  it('answers its requests', () => {
    const requests = [{ indexName: 'studio_items', query: 'btc' }]
    expect(multiQueryRequests({ requests, strategy: 'none' })).toBe(requests)
    expect(multiQueryRequests({ requests, strategy: 'stopIfEnoughMatches' })).toBe(requests)
  })

  it.each([
    [[], 'The body must be a JSON object'],
    [{}, 'requests: must be a list'],
    [{ requests: [] }, 'requests: at least 1 request'],
    [{ requests: Array.from({ length: 51 }, () => ({})) }, 'requests: at most 50 requests'],
    [{ requests: [{}, 'btc'] }, 'requests.1: must be an object'],
    [{ requests: [{}], strategy: 'all' }, 'strategy: must be one of none, stopIfEnoughMatches'],
  ])('refuses %j with a 400', (body, message) => {
    let refused: unknown
    try {
      multiQueryRequests(body)
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(AlgoliaError)
    expect(refused).toMatchObject({ status: 400, message })
  })

  it('accepts exactly what its documented schema accepts', () => {
    const bodies: unknown[] = [
      { requests: [{ indexName: 'studio_items' }] },
      { requests: [{}], strategy: 'none' },
      { requests: Array.from({ length: 50 }, () => ({})) },
      { requests: Array.from({ length: 51 }, () => ({})) },
      { requests: [] },
      { requests: [{}, null] },
      { requests: [[]] },
      { requests: [{}], strategy: 'all' },
      { requests: 'x' },
      null,
      [],
    ]
    for (const body of bodies) {
      let accepted = true
      try {
        multiQueryRequests(body)
      } catch {
        accepted = false
      }
      expect(accepted, JSON.stringify(body)).toBe(multiQueryBodySchema.safeParse(body).success)
    }
  })
})
