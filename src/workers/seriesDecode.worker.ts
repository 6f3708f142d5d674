import { expose, transfer } from 'comlink'
import {
  decodeSeriesColumns,
  transferablesOf,
  type SeriesDecodeApi,
} from '@/core/series/decodeColumns'

// Thin Comlink entry: the logic is in src/core/series/decodeColumns.ts.
const api: SeriesDecodeApi = {
  decode(payload) {
    const series = decodeSeriesColumns(payload)
    return transfer(series, transferablesOf(series))
  },
}

expose(api)
