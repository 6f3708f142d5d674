import { useId, type ReactNode } from 'react'
import { dashboardLimits } from '@/core/api/dashboards'
import { topAssets } from '@/core/constants'
import type { LoadedDashboard } from '@/core/dashboardEditor/dashboardState'

export type AddKind = 'metric' | 'text' | 'markdown' | 'video' | 'lookerEmbed' | 'favorite'

/**
 * The dashboard's title and mode controls. View mode: the asset, Edit, Clone, (for the
 * owner) Delete, and New dashboard. Edit mode: the name, the Add actions, Save (or Clone for a dashboard that is
 * not the user's to save) and Cancel. `star` is the favourite button's place.
 */
export function DashboardHeader({
  state,
  asset,
  signedIn,
  saving,
  opening = false,
  star,
  canAddFavorite,
  onAsset,
  onEdit,
  onCancel,
  onSave,
  onRename,
  onAdd,
  onClone,
  onDelete,
  onNew,
}: {
  state: LoadedDashboard
  asset: string | undefined
  signedIn: boolean
  saving: boolean
  /** Edit was pressed: the dashboard is being revalidated before edit mode opens. */
  opening?: boolean
  star?: ReactNode
  canAddFavorite: boolean
  onAsset: (asset: string) => void
  onEdit: () => void
  onCancel: () => void
  onSave: () => void
  onRename: (name: string) => void
  onAdd: (kind: AddKind) => void
  onClone: () => void
  onDelete: () => void
  onNew: () => void
}) {
  const id = useId()
  const editing = state.mode === 'edit'
  const { name } = state.content.meta
  const nameMissing = name.trim() === ''
  const assets = [...new Set([...(asset ? [asset] : []), ...topAssets])]

  return (
    <header className="dashboard-header">
      <div className="dashboard-title">
        {editing ? (
          <>
            <label htmlFor={`${id}-name`} className="visually-hidden">
              Dashboard name
            </label>
            <input
              id={`${id}-name`}
              className="dashboard-name-input"
              value={name}
              maxLength={dashboardLimits.maxNameLength}
              aria-invalid={nameMissing || undefined}
              onChange={(event) => onRename(event.target.value)}
            />
          </>
        ) : (
          <h1>{name}</h1>
        )}
        {star}
        {state.saved?.isPreset && <span className="dashboard-badge">Preset</span>}
        {editing && state.modified && (
          <span className="dashboard-modified" role="status">
            Modified
          </span>
        )}
      </div>
      <div className="dashboard-actions" role="toolbar" aria-label="Dashboard">
        {editing ? (
          <>
            <button type="button" className="button" onClick={() => onAdd('metric')}>
              Add metric
            </button>
            <button type="button" className="button" onClick={() => onAdd('text')}>
              Add text
            </button>
            <button type="button" className="button" onClick={() => onAdd('markdown')}>
              Add markdown
            </button>
            <button type="button" className="button" onClick={() => onAdd('video')}>
              Add video
            </button>
            <button type="button" className="button" onClick={() => onAdd('lookerEmbed')}>
              Add report
            </button>
            {canAddFavorite && (
              <button type="button" className="button" onClick={() => onAdd('favorite')}>
                Add favourite
              </button>
            )}
            {state.readOnly ? (
              <button type="button" className="button primary" onClick={onClone}>
                Clone
              </button>
            ) : (
              <button
                type="button"
                className="button primary"
                onClick={onSave}
                disabled={saving || nameMissing}
                title={nameMissing ? 'Name the dashboard to save it' : undefined}
              >
                {saving ? 'Saving…' : 'Save'}
              </button>
            )}
            <button type="button" className="button" onClick={onCancel} disabled={saving}>
              Cancel
            </button>
          </>
        ) : (
          <>
            <label htmlFor={`${id}-asset`} className="visually-hidden">
              Asset
            </label>
            <select
              id={`${id}-asset`}
              value={asset ?? ''}
              onChange={(event) => onAsset(event.target.value)}
            >
              {asset === undefined && <option value="">Asset</option>}
              {assets.map((symbol) => (
                <option key={symbol} value={symbol}>
                  {symbol}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              aria-busy={opening || undefined}
              onClick={onEdit}
            >
              Edit
            </button>
            {signedIn && (
              <button type="button" className="button" onClick={onClone}>
                Clone
              </button>
            )}
            {state.saved?.isOwner && !state.saved.isPreset && (
              <button type="button" className="button" onClick={onDelete}>
                Delete
              </button>
            )}
            <button type="button" className="button" onClick={onNew}>
              New dashboard
            </button>
          </>
        )}
      </div>
    </header>
  )
}
