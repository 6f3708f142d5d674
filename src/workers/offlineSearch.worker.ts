import { expose } from 'comlink'
import {
  createOfflineSearch,
  type OfflineSearch,
  type OfflineSearchWorkerApi,
} from '@/core/search/offlineSearch'

// Thin Comlink entry: the indexes and ranking are src/core/search/offlineSearch.ts. One copy's
// indexes at a time: the page loads another when the owner or the copy changes.
let loaded: OfflineSearch | undefined

const api: OfflineSearchWorkerApi = {
  async load(records) {
    loaded = createOfflineSearch(records)
  },
  async search(term, types) {
    return loaded?.search(term, types) ?? null
  },
}

expose(api)
