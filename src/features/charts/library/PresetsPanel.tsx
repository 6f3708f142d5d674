import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { errorMessage } from '@/lib/api/apiError'
import { workbenchPresetsQuery } from '@/lib/udm/udmQueries'
import { EmptyState } from '@/lib/ui/EmptyState'
import { Placeholder } from '@/lib/ui/Placeholder'
import '@/lib/documentLibrary/documentLibrary.css'

/** The Presets tab: starter workbenches anyone may open, a guest too, and save a copy of. */
export function PresetsPanel() {
  const presets = useQuery(workbenchPresetsQuery)
  const { id: openId } = useParams({ strict: false })

  if (presets.isPending) return <Placeholder kind="workbenches" />
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
  if (presets.data.length === 0) return <EmptyState title="No presets" />
  return (
    <ul className="library-presets">
      {presets.data.map((preset) => {
        const id = preset.slug ?? preset.uuid
        const open = openId !== undefined && [id, preset.uuid].includes(openId.toLowerCase())
        return (
          <li key={preset.uuid}>
            <Link
              to="/charts/$id"
              params={{ id }}
              aria-current={open ? 'page' : undefined}
              className="library-preset-link"
            >
              <span className="library-entry-name">{preset.name}</span>
              {preset.description ? (
                <span className="library-preset-description">{preset.description}</span>
              ) : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
