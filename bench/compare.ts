import { Bench } from 'tinybench'

export interface Comparison {
  name: string
  ours: { label: string; fn: () => void }
  peer: { label: string; fn: () => void }
  /**
   * Least runs of each side (tinybench's default is 64). Work of a second or more per run, like
   * a peer's pass over half a million points, takes fewer: the mean of a few is steady enough.
   */
  iterations?: number
}

export interface ComparisonResult {
  name: string
  oursOpsPerSec: number
  peerOpsPerSec: number
  /** How many times faster ours is than the peer (above 1 means faster). */
  ratio: number
}

/** Runs ours and the named peer in the same process and run, and reports the ratio. */
export async function compare({
  name,
  ours,
  peer,
  iterations,
}: Comparison): Promise<ComparisonResult> {
  const bench = new Bench({
    time: 500,
    warmupTime: 100,
    ...(iterations === undefined ? {} : { iterations, warmupIterations: 1 }),
  })
  bench.add(ours.label, ours.fn).add(peer.label, peer.fn)
  await bench.run()
  const [a, b] = bench.tasks.map((task) => {
    const result = task.result
    if (!result || result.state !== 'completed') throw new Error(`${task.name} did not complete`)
    return result.throughput.mean
  })
  if (a === undefined || b === undefined) throw new Error(`${name}: missing results`)
  return { name, oursOpsPerSec: a, peerOpsPerSec: b, ratio: a / b }
}
