import { expose } from 'comlink'
import { describe, expect, it } from 'vitest'
import { WorkerPool, isAbortError, poolSize, type PoolEndpoint } from './workerPool'

/*
 * The pool over real Comlink endpoints: each "worker" is a MessageChannel whose far port serves
 * the API (what a Worker's global scope does), and terminate closes both ports.
 */
interface TestApi {
  double(value: number): number
  /** Answers when the test releases the gate of that name. */
  gated(name: string): Promise<string>
}

function harness() {
  const gates = new Map<string, () => void>()
  const running: string[] = []
  let created = 0
  let terminated = 0
  const api: TestApi = {
    double: (value) => value * 2,
    gated: (name) =>
      new Promise((resolve) => {
        running.push(name)
        gates.set(name, () => resolve(name))
      }),
  }
  const create = (): PoolEndpoint => {
    created += 1
    const { port1, port2 } = new MessageChannel()
    expose(api, port1)
    return Object.assign(port2, {
      terminate() {
        terminated += 1
        port1.close()
        port2.close()
      },
    })
  }
  return {
    create,
    running,
    open: (name: string) => gates.get(name)?.(),
    counts: () => ({ created, terminated }),
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 2))
  expect(check()).toBe(true)
}

describe('poolSize', () => {
  it('leaves one core to the page, keeps at least one worker and assumes 4 cores', () => {
    expect(poolSize(8)).toBe(7)
    expect(poolSize(2)).toBe(1)
    expect(poolSize(1)).toBe(1)
    expect(poolSize(undefined)).toBe(3)
    expect(poolSize(0)).toBe(3)
  })
})

describe('WorkerPool', () => {
  it('runs tasks on workers started on first use, no more than its size', async () => {
    const h = harness()
    const pool = new WorkerPool<TestApi>(h.create, 2)
    expect(pool.started).toBe(0)
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => pool.run((w) => w.double(n))))
    expect(results).toEqual([2, 4, 6, 8, 10])
    expect(h.counts().created).toBe(2)
    pool.terminate()
  })

  it('queues tasks beyond its size and starts them as workers free up', async () => {
    const h = harness()
    const pool = new WorkerPool<TestApi>(h.create, 1)
    const first = pool.run((w) => w.gated('a'))
    const second = pool.run((w) => w.gated('b'))
    await until(() => h.running.length === 1)
    expect(h.running).toEqual(['a'])
    h.open('a')
    await expect(first).resolves.toBe('a')
    await until(() => h.running.length === 2)
    h.open('b')
    await expect(second).resolves.toBe('b')
    pool.terminate()
  })

  it('drops a waiting task when it is cancelled, without touching the running one', async () => {
    const h = harness()
    const pool = new WorkerPool<TestApi>(h.create, 1)
    const running = pool.run((w) => w.gated('a'))
    const stale = new AbortController()
    const waiting = pool.run((w) => w.gated('b'), stale.signal)
    stale.abort()
    await expect(waiting).rejects.toSatisfy(isAbortError)
    await until(() => h.running.length === 1)
    h.open('a')
    await expect(running).resolves.toBe('a')
    expect(h.running).toEqual(['a'])
    expect(h.counts().terminated).toBe(0)
    pool.terminate()
  })

  it('terminates the worker of a running task that is cancelled and starts a fresh one', async () => {
    const h = harness()
    const pool = new WorkerPool<TestApi>(h.create, 1)
    const stale = new AbortController()
    const cancelled = pool.run((w) => w.gated('long'), stale.signal)
    await until(() => h.running.length === 1)
    stale.abort()
    await expect(cancelled).rejects.toSatisfy(isAbortError)
    expect(h.counts()).toEqual({ created: 1, terminated: 1 })
    expect(pool.started).toBe(0)
    await expect(pool.run((w) => w.double(21))).resolves.toBe(42)
    expect(h.counts().created).toBe(2)
    pool.terminate()
  })

  it('rejects at once for an already cancelled signal, and passes a task’s own error on', async () => {
    const h = harness()
    const pool = new WorkerPool<TestApi>(h.create, 1)
    const done = new AbortController()
    done.abort()
    await expect(pool.run((w) => w.double(1), done.signal)).rejects.toSatisfy(isAbortError)
    await expect(pool.run(() => Promise.reject(new Error('formula is invalid')))).rejects.toThrow(
      'formula is invalid',
    )
    await expect(pool.run((w) => w.double(2))).resolves.toBe(4)
    pool.terminate()
  })
})
