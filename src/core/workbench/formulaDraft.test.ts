import { describe, expect, it } from 'vitest'
import { newFormulaItem, newMetricItem } from './workbenchItems'
import { checkFormulaDraft } from './formulaDraft'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const m1 = newMetricItem(uuid(1), { asset: 'BTC', metricCode: 'MarketMvrv' }, [])
const m2 = newMetricItem(uuid(2), { asset: 'BTC', metricCode: 'MarketPriceUsdClose' }, [m1])
const f1 = newFormulaItem(uuid(3), 'Ratio', 'm1 / m2', [m1, m2])
const items = [m1, m2, f1]

describe('checkFormulaDraft', () => {
  it('accepts a formula over the workbench items', () => {
    expect(checkFormulaDraft({ name: 'Smooth', content: 'sma(m1, 30) / m2' }, 'f2', items)).toEqual(
      {},
    )
  })

  it('names an unknown item and where it is', () => {
    const problems = checkFormulaDraft({ name: 'x', content: 'm1 + m7' }, 'f2', items)
    expect(problems.content).toMatch(/m7/)
    expect(problems.formulaError).toMatchObject({ start: 5, end: 7 })
  })

  it('finds a cycle through another formula', () => {
    const problems = checkFormulaDraft({ name: 'Ratio', content: 'f2 * 2' }, 'f1', [
      ...items,
      newFormulaItem(uuid(4), 'Back', 'f1 + 1', items),
    ])
    expect(problems.content).toMatch(/f1/)
  })

  it('reports a bad function call with its usage, and an empty name or source', () => {
    expect(checkFormulaDraft({ name: 'x', content: 'sma(m1)' }, 'f2', items).content).toMatch(
      /Usage: sma\(/,
    )
    expect(checkFormulaDraft({ name: ' ', content: ' ' }, 'f2', items)).toMatchObject({
      name: 'Must not be empty',
      content: 'Must not be empty',
    })
  })
})
