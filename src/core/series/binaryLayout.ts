import { z } from 'zod'

/*
 * The binary columnar form of a series (`f=binary`, docs/api.md), shared by the server's encoder
 * (server/metrics/seriesEncoding.ts) and the client's decoder (decodeBinary.ts). Little-endian:
 *
 *   0   4  magic, ASCII `STS1`
 *   4   1  kind: 0 values, 1 keyed, 2 documents
 *   5   3  zero
 *   8   4  uint32 n, the number of points
 *   12  4  uint32 H, the length of the header
 *   16  H  UTF-8 JSON header: `{"keys":[…]}` for keyed series, `{}` otherwise
 *   …      zero padding to a multiple of 8
 *   then   t: float64[n], unix seconds
 *   then   values: one float64[n] column (v), one per key in header order (keyed), or for
 *          documents a uint32 length L and L bytes of UTF-8 JSON (the array of documents)
 *   …      zero padding to a multiple of 8 (the body's length is one)
 *
 * Every column starts at a multiple of 8, so the client takes Float64Array views on the
 * response's bytes instead of copying them. A missing value is NaN.
 */

export const seriesBinaryMagic = 'STS1'
export const seriesBinaryContentType = 'application/octet-stream'

export const seriesBinaryKinds = { values: 0, keyed: 1, documents: 2 } as const
export type SeriesBinaryKind = keyof typeof seriesBinaryKinds

/** Where the JSON header starts: after magic, kind, reserved bytes, n and H. */
export const seriesBinaryHeaderOffset = 16

/** The next multiple of 8 at or after `offset`: where a column may start. */
export function alignTo8(offset: number): number {
  return Math.ceil(offset / 8) * 8
}

/**
 * The JSON header. Keyed series name their columns in `keys`, in the order the columns follow;
 * values and documents have none. Other fields are ignored, so that later versions can add some.
 */
export const seriesBinaryHeaderSchema = z.object({
  keys: z
    .array(z.string())
    .refine((keys) => new Set(keys).size === keys.length, { error: 'keys must be unique' })
    .optional(),
})
export type SeriesBinaryHeader = z.infer<typeof seriesBinaryHeaderSchema>

/** Whether this platform stores numbers little-endian (every browser and server CPU in use). */
export const littleEndianPlatform = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1
