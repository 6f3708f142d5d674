import { expose, transfer } from 'comlink'
import { transferablesOf } from '@/core/series/decodeColumns'
import { decodeSeries, type SeriesDecodeApi } from '@/core/series/decodeSeries'

// Thin Comlink entry: the logic is in src/core/series (decodeSeries.ts and the decoders).
const api: SeriesDecodeApi = {
  decode(payload, format) {
    const series = decodeSeries(payload, format)
    // A binary series' columns are views on the buffer that came in: it goes back once.
    return transfer(series, transferablesOf(series))
  },
}

expose(api)
