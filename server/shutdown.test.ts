import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from './logger'
import { exitGracefullyOnSignals } from './shutdown'

const logger = createLogger('silent')

function setup(close: () => Promise<void>) {
  const signals = new EventEmitter()
  const exit = vi.fn<(code: number) => void>()
  exitGracefullyOnSignals({
    close,
    logger,
    exit,
    timeoutMs: 1000,
    signals: signals as unknown as Pick<NodeJS.Process, 'on'>,
  })
  return { signals, exit }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('exitGracefullyOnSignals', () => {
  it.each(['SIGTERM', 'SIGINT'])('closes and exits 0 on %s', async (signal) => {
    const close = vi.fn(async () => {})
    const { signals, exit } = setup(close)
    signals.emit(signal, signal)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('exits 1 when closing fails', async () => {
    const { signals, exit } = setup(async () => {
      throw new Error('database did not close')
    })
    signals.emit('SIGTERM', 'SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1))
  })

  it('exits 1 at once on a second signal', () => {
    const { signals, exit } = setup(() => new Promise(() => {}))
    signals.emit('SIGTERM', 'SIGTERM')
    expect(exit).not.toHaveBeenCalled()
    signals.emit('SIGINT', 'SIGINT')
    expect(exit).toHaveBeenCalledWith(1)
  })

  it('exits 1 when closing takes longer than the timeout', () => {
    vi.useFakeTimers()
    const { signals, exit } = setup(() => new Promise(() => {}))
    signals.emit('SIGTERM', 'SIGTERM')
    vi.advanceTimersByTime(999)
    expect(exit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(exit).toHaveBeenCalledWith(1)
  })
})
