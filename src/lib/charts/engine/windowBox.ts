/** Left and width in CSS px of the part of the plot a range covers, clamped to the plot. */
export function windowBox(
  range: { from: number; to: number },
  valToPos: (value: number) => number,
  plotWidth: number,
): { left: number; width: number } {
  const left = Math.max(0, Math.min(plotWidth, valToPos(range.from)))
  const right = Math.max(0, Math.min(plotWidth, valToPos(range.to)))
  return { left, width: Math.max(0, right - left) }
}
