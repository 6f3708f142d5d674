import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { errorMessage } from '@/lib/api/apiError'
import { EmptyState } from '@/lib/ui/EmptyState'
import { Placeholder } from '@/lib/ui/Placeholder'
import { dashboardPresetsQuery } from '@/lib/dashboards/dashboardQueries'
import '@/lib/documentLibrary/documentLibrary.css'

/** The Presets tab: the read-only starter dashboards for the asset on screen, for everyone. */
export function PresetsPanel({ activeUuid, asset }: { activeUuid?: string; asset: string }) {
  const presets = useQuery(dashboardPresetsQuery(asset))
  if (presets.isPending) return <Placeholder kind="dashboards" />
  if (presets.isError) {
    return (
      <div role="alert" className="doc-library-error">
        <p>{errorMessage(presets.error)}</p>
        <button type="button" className="button" onClick={() => void presets.refetch()}>
          Retry
        </button>
      </div>
    )
  }
  if (presets.data.length === 0) return <EmptyState title={`No presets for ${asset}`} />
  const active = activeUuid?.toLowerCase()
  return (
    <ul aria-label={`Presets for ${asset}`}>
      {presets.data.map((preset) => {
        // Presets open by slug: the address reads as the dashboard's name.
        const id = preset.slug ?? preset.uuid
        const open = active === preset.uuid.toLowerCase() || active === preset.slug
        return (
          <li key={preset.uuid} className="doc-library-entry">
            <Link
              to="/dashboards/$uuid"
              params={{ uuid: id }}
              search={{ a: asset }}
              aria-current={open ? 'page' : undefined}
              className="dash-library-link"
            >
              {preset.data.meta.name}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
