import type { ReactNode } from 'react'
import { zoomLabels } from '@/core/charts/timeRange'
import type { Resolution } from '@/core/resolution'
import {
  chartStyles,
  zoomLevels,
  type ChartStyle,
  type Scale,
  type Zoom,
} from '@/core/searchParams'

const resolutionLabels: Record<Resolution, string> = {
  '10m': '10 minutes',
  '1h': '1 hour',
  '24h': '1 day',
  '1w': '1 week',
  '1month': '1 month',
}

/** A labelled group of mutually exclusive buttons (aria-pressed), e.g. the range selector. */
export function ButtonGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  format = (option) => option,
}: {
  label: string
  options: readonly T[]
  value: T | undefined
  onChange: (value: T) => void
  format?: (option: T) => ReactNode
}) {
  return (
    <div className="button-group" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {format(option)}
        </button>
      ))}
    </div>
  )
}

export function RangeSelector({
  zoom,
  onZoom,
}: {
  zoom: Zoom | undefined
  onZoom: (zoom: Zoom) => void
}) {
  return (
    <ButtonGroup
      label="Range"
      options={zoomLevels}
      value={zoom}
      onChange={onZoom}
      format={(z) => zoomLabels[z]}
    />
  )
}

export function ResolutionSelect({
  value,
  options,
  onChange,
  unsetLabel,
}: {
  value: Resolution | undefined
  options: readonly Resolution[]
  onChange: (value: Resolution | undefined) => void
  /** An option for no resolution of the chart's own (a workbench: each item at its own). */
  unsetLabel?: string
}) {
  return (
    <label className="chart-select">
      <span>Resolution</span>
      <select
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
      >
        {unsetLabel !== undefined && <option value="">{unsetLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {resolutionLabels[option]}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * A select over the allowed values of one request parameter (currency, exchange, miner, …),
 * each shown by its label (`binance` reads "Binance"; subsetLabels.ts).
 */
export function ParameterSelect({
  label,
  value,
  options,
  onChange,
  format,
}: {
  label: string
  value: string | undefined
  options: readonly string[]
  onChange: (value: string) => void
  format: (option: string) => string
}) {
  return (
    <label className="chart-select">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {format(option)}
          </option>
        ))}
      </select>
    </label>
  )
}

export function ScaleToggle({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: Scale
  options: readonly Scale[]
  onChange: (value: Scale) => void
}) {
  return (
    <span className="chart-select">
      <span aria-hidden="true">{label}</span>
      <ButtonGroup
        label={label}
        options={options}
        value={value}
        onChange={onChange}
        format={(s) => (s === 'log' ? 'Log' : 'Linear')}
      />
    </span>
  )
}

export function StyleToggle({
  value,
  onChange,
}: {
  value: ChartStyle
  onChange: (v: ChartStyle) => void
}) {
  return (
    <ButtonGroup
      label="Chart style"
      options={chartStyles}
      value={value}
      onChange={onChange}
      format={(s) => (s === 'line' ? 'Line' : 'Column')}
    />
  )
}
