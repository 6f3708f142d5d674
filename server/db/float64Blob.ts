/**
 * Float64 columns as bytes for the database: 8 bytes a value, little-endian whatever the
 * machine, so a file or dump moves between machines unchanged. Reading copies through a
 * DataView because drivers hand back Buffers at any byte offset, not aligned for a Float64Array.
 */
export function toFloat64Blob(values: Float64Array): Buffer {
  const bytes = Buffer.alloc(values.length * 8)
  for (let i = 0; i < values.length; i++) bytes.writeDoubleLE(values[i] ?? NaN, i * 8)
  return bytes
}

export function fromFloat64Blob(bytes: Uint8Array): Float64Array {
  if (bytes.byteLength % 8 !== 0) {
    throw new RangeError(`A Float64 column has a multiple of 8 bytes, got ${bytes.byteLength}`)
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const values = new Float64Array(bytes.byteLength / 8)
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat64(i * 8, true)
  return values
}
