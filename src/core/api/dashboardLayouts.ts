import { z } from 'zod'
import { dashboardGrid, layoutEntryProblems } from '../dashboards/grid'
import { uuidSchema } from '../identifiers'

/*
 * A dashboard's layout entries (app.md section 3): one per item, `i` being the item's uuid, in
 * grid units of dashboards/grid.ts. The size bounds default so that a layout written by
 * react-grid-layout without them is still whole when read back.
 */

const cell = (max: number) => z.number().int('Must be a whole number').min(0).max(max)

export const layoutEntrySchema = z
  .strictObject({
    i: uuidSchema.transform((uuid) => uuid.toLowerCase()),
    x: cell(dashboardGrid.columns - 1),
    y: cell(dashboardGrid.maxY),
    w: cell(dashboardGrid.columns).min(1),
    h: cell(dashboardGrid.maxHeight).min(1),
    minW: cell(dashboardGrid.columns).default(dashboardGrid.minWidth),
    minH: cell(dashboardGrid.maxHeight).min(1).default(dashboardGrid.minHeight),
    maxH: cell(dashboardGrid.maxHeight).min(1).default(dashboardGrid.maxHeight),
    isResizable: z.boolean().default(true),
    // react-grid-layout adds these while dragging; they are its state, not the layout.
    moved: z.unknown().optional(),
    static: z.unknown().optional(),
  })
  .superRefine(
    (entry, context) => {
      for (const { field, message } of layoutEntryProblems(entry)) {
        context.addIssue({ code: 'custom', path: [field], message })
      }
    },
    // Only an entry whose fields are each in range: one mistake, one message.
    { when: (payload) => payload.issues.length === 0 },
  )
  .transform(({ moved: _moved, static: _static, ...entry }) => entry)

export type LayoutEntry = z.output<typeof layoutEntrySchema>
