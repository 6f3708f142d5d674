import { describe, expect, it } from 'vitest'
import type { SettledPush } from '../../repositories/pushSendsRepository'
import { pushOutcome } from './pushOutcome'

const earlier = (entries: [string, SettledPush][]) => new Map(entries)
const reached: SettledPush = { status: 'delivered', detail: null }

describe('pushOutcome', () => {
  it('retries while a subscription asked to, telling what was reached already', () => {
    expect(
      pushOutcome(earlier([['a', reached]]), [
        { kind: 'retry', detail: 'HTTP 503', retryAfterMs: 5_000 },
        { kind: 'retry', detail: 'HTTP 429', retryAfterMs: 60_000 },
      ]),
    ).toEqual({
      status: 'retry',
      detail: 'HTTP 503, HTTP 429',
      retryAfterMs: 60_000,
      reached: '1 device',
    })
    expect(pushOutcome(earlier([]), [{ kind: 'retry', detail: 'timed out' }])).toEqual({
      status: 'retry',
      detail: 'timed out',
    })
  })

  it('settles from every attempt: delivered when one was reached, else failed; skipped with none', () => {
    const gone: SettledPush = { status: 'failed', detail: 'HTTP 410: subscription removed' }
    expect(
      pushOutcome(
        earlier([
          ['a', reached],
          ['b', gone],
        ]),
        [{ kind: 'delivered' }],
      ),
    ).toEqual({
      status: 'delivered',
      detail: '2 devices; not 1: HTTP 410: subscription removed',
    })
    expect(pushOutcome(earlier([['b', gone]]), [{ kind: 'failed', detail: 'HTTP 400' }])).toEqual({
      status: 'failed',
      detail: 'HTTP 410: subscription removed, HTTP 400',
    })
    expect(pushOutcome(earlier([]), [])).toEqual({
      status: 'skipped',
      detail: 'No device subscribed',
    })
  })
})
