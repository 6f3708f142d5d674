import { useId } from 'react'
import { dashboardItemLimits } from '@/core/api/dashboardItems'
import { SafeMarkdown } from './SafeMarkdown'

export const defaultMarkdownBackground = '#ffffff'

/**
 * A markdown note on its background colour: rendered safely in view mode, its source and colour
 * side by side with a preview in edit mode.
 */
export function MarkdownItem({
  content,
  backgroundColor,
  editing,
  onChange,
}: {
  content: string
  backgroundColor: string | null | undefined
  editing: boolean
  onChange: (patch: { content?: string; backgroundColor?: string }) => void
}) {
  const id = useId()
  const background = backgroundColor ?? undefined
  const preview = (
    <div className="dashboard-markdown" style={background ? { backgroundColor: background } : {}}>
      {content.trim() === '' ? (
        <p className="muted">{editing ? 'Nothing written yet' : ''}</p>
      ) : (
        <SafeMarkdown source={content} />
      )}
    </div>
  )
  if (!editing) return preview
  return (
    <div className="dashboard-markdown-editor">
      <div className="dashboard-markdown-fields">
        <label htmlFor={`${id}-source`}>Markdown</label>
        <textarea
          id={`${id}-source`}
          value={content}
          maxLength={dashboardItemLimits.maxMarkdownLength}
          onChange={(event) => onChange({ content: event.target.value })}
        />
        <label htmlFor={`${id}-colour`}>Background</label>
        <input
          id={`${id}-colour`}
          type="color"
          value={background ?? defaultMarkdownBackground}
          onChange={(event) => onChange({ backgroundColor: event.target.value })}
        />
      </div>
      {preview}
    </div>
  )
}
