import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { DashboardItem } from '@/core/api/dashboardItems'
import type { LayoutEntry } from '@/core/api/dashboardLayouts'
import type { LayoutMove } from '@/core/dashboardEditor/dashboardLayout'
import type { ItemPatch } from '@/core/dashboardEditor/dashboardState'
import type { Zoom } from '@/core/searchParams'
import { pixelHeight } from '../gridMetrics'
import { ItemFrame } from './ItemFrame'
import { LinkTile } from './LinkTile'
import { MarkdownItem } from './MarkdownItem'
import { MetricTile } from './MetricTile'
import { TextItem } from './TextItem'
import { LookerItem, VideoItem } from './VideoItem'

/** The frame's header and padding, taken from a metric tile's cell for the chart. */
const tileChrome = 48
const minChartHeight = 80

export interface ItemViewProps {
  item: DashboardItem
  entry: LayoutEntry
  editing: boolean
  zoom: Zoom
  onPatch: (patch: ItemPatch) => void
  onRemove: () => void
  onMove: (move: LayoutMove) => void
  /** Edit a video's or report's title and address. */
  onEditEmbed: () => void
  /** The viewer's favourites, for a favourites tile (the favourites feature fills it). */
  favorites?: ReactNode
}

/** One widget of the dashboard, by kind, in its frame. */
export function DashboardItemView(props: ItemViewProps) {
  const { item, entry, editing, onPatch, onRemove, onMove } = props
  const frame = { editing, onRemove, onMove }
  switch (item.configType) {
    case 'metric': {
      const { meta } = item
      const name = item.extra.name ?? meta.metricCode
      return (
        <ItemFrame
          {...frame}
          label={`${name} (${meta.asset})`}
          title={
            <>
              <Link
                to="/charts/$id"
                params={{ id: meta.slug ?? meta.metricCode }}
                search={{ a: meta.asset }}
              >
                {name}
              </Link>{' '}
              <span className="dashboard-tile-asset">{meta.asset}</span>
            </>
          }
        >
          <MetricTile
            item={item}
            zoom={props.zoom}
            height={Math.max(minChartHeight, pixelHeight(entry.h) - tileChrome)}
          />
        </ItemFrame>
      )
    }
    case 'text': {
      const text = (
        <TextItem
          content={item.meta.content}
          editing={editing}
          onChange={(content) => onPatch({ meta: { content } })}
        />
      )
      // One row high: the field goes in the header, beside the handle and Remove.
      return (
        <ItemFrame
          {...frame}
          label="Text"
          className="dashboard-item-text"
          title={editing ? text : undefined}
        >
          {editing ? null : text}
        </ItemFrame>
      )
    }
    case 'markdown':
      return (
        <ItemFrame {...frame} label="Markdown">
          <MarkdownItem
            content={item.meta.content}
            backgroundColor={item.extra.backgroundColor}
            editing={editing}
            onChange={({ content, backgroundColor }) =>
              onPatch({
                ...(content === undefined ? {} : { meta: { content } }),
                ...(backgroundColor === undefined ? {} : { extra: { backgroundColor } }),
              })
            }
          />
        </ItemFrame>
      )
    case 'video':
    case 'lookerEmbed': {
      const video = item.configType === 'video'
      const label = item.meta.title || (video ? 'Video' : 'Report')
      return (
        <ItemFrame
          {...frame}
          label={label}
          title={item.meta.title || undefined}
          actions={
            <button type="button" className="button" onClick={props.onEditEmbed}>
              Edit
            </button>
          }
        >
          {video ? (
            <VideoItem title={item.meta.title} url={item.meta.url} />
          ) : (
            <LookerItem title={item.meta.title} url={item.meta.url} />
          )}
        </ItemFrame>
      )
    }
    case 'dashboard':
    case 'workbench':
      return (
        <ItemFrame {...frame} label={item.extra.name}>
          <LinkTile item={item} />
        </ItemFrame>
      )
    case 'favorites':
      return (
        <ItemFrame
          {...frame}
          label={item.meta.title || 'Favourites'}
          title={item.meta.title || 'Favourites'}
        >
          {props.favorites ?? (
            <p className="muted">Your favourite charts and dashboards appear here.</p>
          )}
        </ItemFrame>
      )
  }
}
