import { useId } from 'react'
import type { ChartItem, ItemExtra, MetricItemMeta } from '@/core/api/udmItems'
import { dashStyles } from '@/core/api/udmItems'
import {
  movingMathLabels,
  movingMathMethods,
  type MovingMathMethod,
} from '@/core/charts/movingMath'
import { axisName, maxAxisIndex } from '@/core/workbench/axisPlacement'
import { itemName } from '@/core/workbench/workbenchItems'
import { WindowField } from './WindowField'

export interface ItemSettingsProps {
  item: ChartItem
  items: readonly ChartItem[]
  onExtra: (extra: Partial<ItemExtra>) => void
  onMeta: (meta: Partial<MetricItemMeta>) => void
  onEditFormula: () => void
  onRemove: () => void
}

/**
 * How one item is drawn (app.md section 3, metric item extra): name, colour, line width, dash
 * style, chart style, visibility, axis, scale, legend, and a metric's moving math.
 */
export function ItemSettings({
  item,
  items,
  onExtra,
  onMeta,
  onEditFormula,
  onRemove,
}: ItemSettingsProps) {
  const id = useId()
  const field = (name: string) => `${id}-${name}`
  const math = item.configType === 'metric' ? item.meta.mathFn : undefined

  return (
    <div className="item-settings" role="group" aria-label={`Settings of ${itemName(item, items)}`}>
      <div className="item-field">
        <label htmlFor={field('name')}>Name</label>
        <input
          id={field('name')}
          defaultValue={itemName(item, items)}
          maxLength={120}
          onBlur={(event) => {
            const name = event.target.value.trim()
            if (name !== '' && name !== item.extra.name) onExtra({ name })
          }}
        />
      </div>
      <div className="item-field">
        <label htmlFor={field('color')}>Colour</label>
        <input
          id={field('color')}
          type="color"
          value={item.extra.lineColor ?? '#2f6fdb'}
          onChange={(event) => onExtra({ lineColor: event.target.value })}
        />
      </div>
      <div className="item-field">
        <label htmlFor={field('width')}>Line width</label>
        <select
          id={field('width')}
          value={item.extra.lineWidth ?? 1.5}
          onChange={(event) => onExtra({ lineWidth: Number(event.target.value) })}
        >
          {[1, 1.5, 2, 3, 4].map((width) => (
            <option key={width} value={width}>
              {width} px
            </option>
          ))}
        </select>
      </div>
      <div className="item-field">
        <label htmlFor={field('dash')}>Dash style</label>
        <select
          id={field('dash')}
          value={item.extra.dashStyle ?? 'Solid'}
          onChange={(event) => onExtra({ dashStyle: event.target.value as ItemExtra['dashStyle'] })}
        >
          {dashStyles.map((style) => (
            <option key={style} value={style}>
              {style}
            </option>
          ))}
        </select>
      </div>
      <div className="item-field">
        <label htmlFor={field('style')}>Chart style</label>
        <select
          id={field('style')}
          value={item.extra.chartStyle ?? 'line'}
          onChange={(event) =>
            onExtra({ chartStyle: event.target.value === 'column' ? 'column' : 'line' })
          }
        >
          <option value="line">Line</option>
          <option value="column">Column</option>
        </select>
      </div>
      <div className="item-field">
        <label htmlFor={field('axis')}>Axis</label>
        <select
          id={field('axis')}
          value={item.extra.yAxis ?? 0}
          onChange={(event) => onExtra({ yAxis: Number(event.target.value) })}
        >
          {axisChoices(items).map((axis) => (
            <option key={axis} value={axis}>
              {axisName(axis)}
            </option>
          ))}
        </select>
      </div>
      <div className="item-field">
        <label htmlFor={field('scale')}>Scale</label>
        <select
          id={field('scale')}
          value={item.extra.scale ?? 'lin'}
          onChange={(event) => onExtra({ scale: event.target.value === 'log' ? 'log' : 'lin' })}
        >
          <option value="lin">Linear</option>
          <option value="log">Log</option>
        </select>
      </div>
      <label className="item-check">
        <input
          type="checkbox"
          checked={item.extra.isVisible !== false}
          onChange={(event) => onExtra({ isVisible: event.target.checked })}
        />
        Visible
      </label>
      <label className="item-check">
        <input
          type="checkbox"
          checked={item.extra.showInLegend !== false}
          onChange={(event) => onExtra({ showInLegend: event.target.checked })}
        />
        Show in legend
      </label>
      {item.configType === 'metric' && (
        <>
          <div className="item-field">
            <label htmlFor={field('math')}>Moving math</label>
            <select
              id={field('math')}
              value={math?.name ?? ''}
              onChange={(event) => {
                const name = event.target.value as MovingMathMethod | ''
                onMeta({ mathFn: name === '' ? null : { name, value: math?.value || 30 } })
              }}
            >
              <option value="">None</option>
              {movingMathMethods.map((method) => (
                <option key={method} value={method}>
                  {movingMathLabels[method]}
                </option>
              ))}
            </select>
          </div>
          {math && (
            <WindowField
              id={field('window')}
              resolution={item.meta.resolution ?? '24h'}
              value={math.value}
              onCommit={(value) =>
                onMeta({ mathFn: value === 0 ? null : { name: math.name, value } })
              }
            />
          )}
        </>
      )}
      <div className="item-actions">
        {item.configType === 'formula' && (
          <button type="button" className="button" onClick={onEditFormula}>
            Edit formula
          </button>
        )}
        <button
          type="button"
          className="button danger"
          onClick={onRemove}
          disabled={items.length <= 1}
          title={items.length <= 1 ? 'A chart keeps at least one item' : undefined}
        >
          Remove item
        </button>
      </div>
    </div>
  )
}

/** The axes an item can go on: left and right, every axis in use, and one more past them. */
function axisChoices(items: readonly ChartItem[]): number[] {
  const highest = Math.max(1, ...items.map((item) => item.extra.yAxis ?? 0))
  return Array.from({ length: Math.min(highest + 1, maxAxisIndex) + 1 }, (_, axis) => axis)
}
