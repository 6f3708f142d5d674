import { ByteLru } from './byteLru'
import { compress, compressionThresholdBytes } from './contentEncoding'
import { contentHash, etagFor, type ContentCoding } from './etag'
import type { EncodedBody } from './seriesEncoding'

/** A body ready to send in one coding. */
export interface CachedResponse {
  body: Buffer
  contentType: string
  coding: ContentCoding
  /** Hash of the uncompressed body, shared by every coding (for If-None-Match). */
  hash: string
  etag: string
  /** Names the source of a series when it differs from the API's (X-Data-Source). */
  dataSource?: string
}

export const defaultResponseCacheBytes = 64 * 1024 * 1024

/**
 * Encoded responses by normalised request, in every coding asked for, so that a repeated request
 * costs a map lookup: no source call, no encoding, no hashing and no compression. Each coding is
 * its own LRU entry: clients that only ever take brotli leave the plain bytes unused, and the LRU
 * drops them first. Concurrent misses for the same key share one computation.
 */
export class ResponseCache {
  private readonly lru: ByteLru<CachedResponse>
  private readonly pending = new Map<string, Promise<CachedResponse>>()

  constructor(maxBytes = defaultResponseCacheBytes) {
    // A quarter of the budget at most per body, so one huge series cannot evict everything.
    this.lru = new ByteLru(maxBytes, Math.floor(maxBytes / 4))
  }

  /** The cached response for `key` in `coding`, built (and compressed) on a miss. */
  get(key: string, coding: ContentCoding, build: () => Build): Promise<CachedResponse> {
    const entryKey = `${coding}\n${key}`
    const cached = this.lru.get(entryKey)
    if (cached !== undefined) return Promise.resolve(cached)
    const inFlight = this.pending.get(entryKey)
    if (inFlight !== undefined) return inFlight
    const produced = this.produce(key, coding, build).finally(() => this.pending.delete(entryKey))
    this.pending.set(entryKey, produced)
    return produced
  }

  clear(): void {
    this.lru.clear()
  }

  get bytes(): number {
    return this.lru.bytes
  }

  private async produce(
    key: string,
    coding: ContentCoding,
    build: () => Build,
  ): Promise<CachedResponse> {
    if (coding === 'identity') return this.plain(key, build)
    // Through get(): a concurrent request for another coding shares the one build.
    const plain = await this.get(key, 'identity', build)
    if (plain.body.length < compressionThresholdBytes) return plain
    const body = await compress(plain.body, coding)
    const response: CachedResponse = { ...plain, body, coding, etag: etagFor(plain.hash, coding) }
    this.lru.set(`${coding}\n${key}`, response, body.length)
    return response
  }

  private async plain(key: string, build: () => Build): Promise<CachedResponse> {
    const { body, contentType } = await build()
    const hash = contentHash(body)
    const response: CachedResponse = {
      body,
      contentType,
      coding: 'identity',
      hash,
      etag: etagFor(hash, 'identity'),
    }
    this.lru.set(`identity\n${key}`, response, body.length)
    return response
  }
}

/** Sources may read from a database or a network, so a body may take a while. */
type Build = EncodedBody | Promise<EncodedBody>
