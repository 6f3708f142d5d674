import { describe, expect, it } from 'vitest'
import { summarizeConflict } from './conflictSummary'
import { newOperation, type Operation } from './operations'
import { dashboardBody, tile } from './testing/dashboardBodies'

/** An edit waiting for the user's choice: made on `base`, the user's `mine`, the newer `theirs`. */
function waiting(
  kind: 'dashboard.update' | 'chart.update',
  base: unknown,
  mine: unknown,
  theirs: unknown,
): Operation {
  return {
    ...newOperation(
      { owner: 'u', kind, target: 'doc-1', baseVersion: 3, base, payload: mine, label: 'Saved' },
      { id: 'op-1', idempotencyKey: 'key-1' },
      0,
    ),
    state: 'decide',
    newer: { version: 4, document: theirs },
  }
}

const [notes, flows, prices] = [
  '6f1c2d3e-0000-4000-8000-000000000001',
  '6f1c2d3e-0000-4000-8000-000000000002',
  '6f1c2d3e-0000-4000-8000-000000000003',
]

describe('what the conflict dialog shows', () => {
  it('words a dashboard’s clash, its tiles and their places side by side', () => {
    const base = dashboardBody('Flows', [tile(notes, {}, 'Notes'), tile(flows, { x: 6 }, 'Flows')])
    const mine = dashboardBody('My flows', [
      tile(notes, {}, 'Notes'),
      tile(flows, { x: 0, y: 6 }, 'Flows'),
      tile(prices, { x: 6 }, 'Prices'),
    ])
    const theirs = {
      uuid: 'doc-1',
      version: 4,
      isOwner: true,
      ...dashboardBody('Their flows', [
        tile(notes, {}, 'Notes for the week'),
        tile(flows, { x: 6 }, 'Flows'),
      ]),
    }
    const summary = summarizeConflict(waiting('dashboard.update', base, mine, theirs))
    expect(summary).toMatchObject({
      what: 'dashboard',
      name: 'My flows',
      theirName: 'Their flows',
      copyName: 'My flows (offline copy)',
    })
    expect(summary?.rows).toEqual([
      { subject: 'Name', mine: '“My flows”', theirs: '“Their flows”', both: true },
      {
        subject: 'Markdown “Notes”',
        mine: 'As before',
        theirs: 'Now “Notes for the week”',
        both: false,
      },
      { subject: 'Markdown “Prices”', mine: 'Added', theirs: 'Not there', both: false },
      {
        subject: 'Place of “Flows”',
        mine: 'Column 1, row 7, 6 × 6',
        theirs: 'As before',
        both: false,
      },
    ])
  })

  it('words a chart’s clash: the formula both edited, a name and a window', () => {
    const metric = {
      uuid: notes,
      configType: 'metric',
      meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
      extra: { ref: 'm1', name: 'MVRV Ratio' },
    }
    const formula = (content: string) => ({
      uuid: flows,
      configType: 'formula',
      meta: { name: 'MVRV average', content },
      extra: { ref: 'f1' },
    })
    const chart = (name: string, content: string, zoom: string) => ({
      data: { name, items: [metric, formula(content)], zoom },
    })
    const summary = summarizeConflict(
      waiting(
        'chart.update',
        chart('MVRV', 'sma(m1, 30)', '1y'),
        chart('MVRV, weekly', 'sma(m1, 7)', '1y'),
        { ...chart('MVRV', 'sma(m1, 90)', 'all').data, uuid: 'doc-1', version: 4 },
      ),
    )
    expect(summary).toMatchObject({ what: 'chart', copyName: 'MVRV, weekly (offline copy)' })
    expect(summary?.rows).toEqual([
      { subject: 'Name', mine: '“MVRV, weekly”', theirs: 'As before', both: false },
      { subject: 'Time range', mine: 'As before', theirs: 'Zoom all', both: false },
      {
        subject: 'Formula “MVRV average”',
        mine: 'Now “sma(m1, 7)”',
        theirs: 'Now “sma(m1, 90)”',
        both: true,
      },
    ])
  })

  it('has nothing to show for an edit that does not wait for a choice', () => {
    const op = waiting('dashboard.update', dashboardBody('A', []), dashboardBody('B', []), {})
    expect(summarizeConflict({ ...op, newer: undefined })).toBeUndefined()
  })
})
