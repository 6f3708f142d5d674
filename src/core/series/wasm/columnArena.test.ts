import { describe, expect, it } from 'vitest'
import { ColumnArena, type WasmMemory } from './columnArena'

/*
 * The arena over a WebAssembly memory of its own (no kernels needed): room made at reset only,
 * columns refused when full, scratch given back, and views that stay valid until the next reset.
 */

const page = 65_536
// Typed here: the TypeScript libraries of src/core (ES2023, Node's) do not declare WebAssembly.
const { Memory } = (
  globalThis as unknown as {
    WebAssembly: { Memory: new (size: { initial: number; maximum: number }) => WasmMemory }
  }
).WebAssembly
const memory = () => new Memory({ initial: 0, maximum: 1024 })

describe('ColumnArena', () => {
  it('hands out columns of the memory, 16-byte aligned, until it is full', () => {
    const arena = new ColumnArena(memory(), 1000)
    arena.reset(3 * 8 * 1000)
    const first = arena.allocate(1000)
    const second = arena.allocate(3)
    expect(first?.length).toBe(1000)
    expect(arena.holds(first as Float64Array)).toBe(true)
    expect(arena.holds(new Float64Array(3))).toBe(false)
    for (const column of [first, second]) expect((column?.byteOffset ?? 1) % 16).toBe(0)
    // Columns do not overlap.
    first?.fill(1)
    second?.fill(2)
    expect(first?.every((x) => x === 1)).toBe(true)
    // What reset made room for is all there is, rounded up to whole pages.
    const rest = Math.floor((arena.capacity - (second?.byteOffset ?? 0) - 32) / 8)
    expect(arena.allocate(rest + 1)).toBeNull()
    expect(arena.allocate(rest)).not.toBeNull()
  })

  it('grows only at reset, which starts again from the bottom and counts its generation', () => {
    const arena = new ColumnArena(memory(), 0)
    arena.reset(8)
    const generation = arena.generation
    const before = arena.allocate(4)
    const address = before?.byteOffset
    expect(arena.capacity).toBe(page)
    arena.reset(5 * page)
    expect(arena.capacity).toBeGreaterThanOrEqual(5 * page)
    expect(arena.generation).toBe(generation + 1)
    // Growing the memory detached the views of the old buffer.
    expect(before?.length).toBe(0)
    expect(arena.allocate(4)?.byteOffset).toBe(address)
  })

  it('keeps the copies of pinned columns while the same ones are pinned again', () => {
    const arena = new ColumnArena(memory(), 0)
    const a = Float64Array.of(1, 2, 3)
    const b = Float64Array.of(4, 5)
    const [first] = arena.reset(page, [a, b])
    expect([...(first ?? [])]).toEqual([1, 2, 3])
    // New columns come after the pinned ones.
    expect(arena.allocate(1)?.byteOffset).toBeGreaterThan(first?.byteOffset ?? 0)
    // Written over to show the next reset does not copy again.
    first?.fill(9)
    const [again] = arena.reset(page, [a, b])
    expect(again).toBe(first)
    expect([...(again ?? [])]).toEqual([9, 9, 9])
    // Another list, even the same columns in another order, is copied afresh.
    const [other] = arena.reset(page, [b, a])
    expect([...(other ?? [])]).toEqual([4, 5])
    // No pin: the next reset copies them again.
    arena.reset(page)
    expect([...(arena.reset(page, [a, b])[0] ?? [])]).toEqual([1, 2, 3])
  })

  it('never grows past its limit', () => {
    const arena = new ColumnArena(memory(), 0, 4 * page)
    arena.reset(100 * page)
    expect(arena.capacity).toBe(4 * page)
    expect(arena.allocate(page)).toBeNull()
  })

  it('copies a column in, lends scratch space back and holds numbers in their slots', () => {
    const arena = new ColumnArena(memory(), 0)
    arena.reset(page)
    const copy = arena.copyIn(Float64Array.of(1, 2, 3))
    expect([...(copy ?? [])]).toEqual([1, 2, 3])
    const scratch = arena.withScratch(10, (address) => address)
    // The scratch space is handed out again afterwards.
    expect(arena.allocate(10)?.byteOffset).toBe(scratch)
    const x = arena.scalar(0, 2.5)
    const y = arena.scalar(1, -1)
    expect(new Float64Array(arena.allocate(1)?.buffer ?? new ArrayBuffer(0), x, 2)[0]).toBe(2.5)
    expect(y - x).toBe(8)
    expect((copy?.byteOffset ?? 0) > y).toBe(true)
  })
})
