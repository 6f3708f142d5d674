import { wrap, type Endpoint, type Remote } from 'comlink'

/** app.md §4 and §9: hardware concurrency minus one, at least one, 4 cores when unknown. */
export const assumedCores = 4

export function poolSize(hardwareConcurrency: number | undefined): number {
  const cores =
    hardwareConcurrency !== undefined && hardwareConcurrency > 0
      ? hardwareConcurrency
      : assumedCores
  return Math.max(1, Math.floor(cores) - 1)
}

/** A worker as the pool needs it: a Comlink endpoint that can be stopped mid-task. */
export type PoolEndpoint = Endpoint & { terminate(): void }

/** The error a cancelled task rejects with (the DOM's AbortError name, so callers can ignore it). */
export function abortError(): Error {
  const error = new Error('The evaluation was cancelled')
  error.name = 'AbortError'
  return error
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

interface Slot<Api> {
  endpoint: PoolEndpoint
  remote: Remote<Api>
  busy: boolean
}

interface Job<Api> {
  task: (remote: Remote<Api>) => Promise<unknown>
  signal: AbortSignal | undefined
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * A fixed number of Comlink workers with a queue. Workers start on first use. A task whose
 * signal aborts while it waits leaves the queue; one that aborts while it runs has its worker
 * terminated (a formula over half a million points cannot be interrupted any other way) and a
 * fresh worker takes the slot for the next task.
 */
export class WorkerPool<Api> {
  private readonly slots: Array<Slot<Api> | undefined>
  private readonly queue: Array<Job<Api>> = []

  constructor(
    private readonly create: () => PoolEndpoint,
    readonly size: number,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => undefined)
  }

  run<T>(task: (remote: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError())
    return new Promise<T>((resolve, reject) => {
      const job: Job<Api> = {
        task,
        signal,
        resolve: resolve as (value: unknown) => void,
        reject,
      }
      signal?.addEventListener(
        'abort',
        () => {
          const waiting = this.queue.indexOf(job)
          if (waiting === -1) return
          this.queue.splice(waiting, 1)
          reject(abortError())
        },
        { once: true },
      )
      this.queue.push(job)
      this.dispatch()
    })
  }

  /** Workers started so far (they start on first use). */
  get started(): number {
    return this.slots.filter((slot) => slot !== undefined).length
  }

  /** Stops every worker; queued tasks are cancelled. */
  terminate(): void {
    for (const job of this.queue.splice(0)) job.reject(abortError())
    this.slots.forEach((slot, i) => {
      if (slot) this.stop(i, slot)
    })
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const index = this.slots.findIndex((slot) => slot === undefined || !slot.busy)
      if (index === -1) return
      const job = this.queue.shift() as Job<Api>
      this.start(index, job)
    }
  }

  private start(index: number, job: Job<Api>): void {
    const slot = this.slots[index] ?? this.spawn(index)
    slot.busy = true
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      job.signal?.removeEventListener('abort', onAbort)
      outcome()
      // A terminated slot was replaced (or emptied) already; only a live one becomes free.
      if (this.slots[index] === slot) slot.busy = false
      this.dispatch()
    }
    const onAbort = () =>
      finish(() => {
        this.stop(index, slot)
        job.reject(abortError())
      })
    job.signal?.addEventListener('abort', onAbort, { once: true })
    job.task(slot.remote).then(
      (value) => finish(() => job.resolve(value)),
      (error: unknown) => finish(() => job.reject(error)),
    )
  }

  private spawn(index: number): Slot<Api> {
    const endpoint = this.create()
    const slot: Slot<Api> = { endpoint, remote: wrap<Api>(endpoint), busy: false }
    this.slots[index] = slot
    return slot
  }

  private stop(index: number, slot: Slot<Api>): void {
    if (this.slots[index] === slot) this.slots[index] = undefined
    // Calls still in flight on it never answer; their jobs were settled before this.
    slot.endpoint.terminate()
  }
}
