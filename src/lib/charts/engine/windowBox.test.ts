import { describe, expect, it } from 'vitest'
import { windowBox } from './windowBox'

describe('windowBox', () => {
  const toPx = (v: number) => v * 2
  it('covers the range in pixels', () => {
    expect(windowBox({ from: 10, to: 60 }, toPx, 400)).toEqual({ left: 20, width: 100 })
  })
  it('clamps a range reaching past the plot', () => {
    expect(windowBox({ from: -50, to: 500 }, toPx, 400)).toEqual({ left: 0, width: 400 })
    expect(windowBox({ from: 300, to: 500 }, toPx, 400)).toEqual({ left: 400, width: 0 })
  })
})
