// npm run bench: every benchmark against a named peer in the same run, with the ratio.
import { compare, type ComparisonResult } from './compare'
import { flagHashBench } from './flagHash.bench'
import { formatNumberBench } from './formatNumber.bench'
import { seriesDecodeBench } from './seriesDecode.bench'
import { measureSeriesServing, printServingReport } from './seriesServing.bench'

const benches = [formatNumberBench, flagHashBench, seriesDecodeBench]

const format = (n: number) => Math.round(n).toLocaleString('en-US')
const results: ComparisonResult[] = []
for (const bench of benches) {
  const result = await compare(bench)
  results.push(result)
  console.log(`\n${bench.name}`)
  console.log(`  ours  ${bench.ours.label}: ${format(result.oursOpsPerSec)} runs/s`)
  console.log(`  peer  ${bench.peer.label}: ${format(result.peerOpsPerSec)} runs/s`)
  console.log(
    `  ratio ${result.ratio.toFixed(2)}x ${result.ratio >= 1 ? 'faster' : 'slower'} than the peer`,
  )
}
const slower = results.filter((r) => r.ratio < 1)
console.log(`\n${results.length} benchmarks, ${slower.length} slower than their peer`)

// Not an ops/sec comparison: latency of serving a series over HTTP, against its own floors.
printServingReport(await measureSeriesServing())
