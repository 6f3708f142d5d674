import { useId } from 'react'

/**
 * A full-width text row, one grid row high: a heading in view mode; in edit mode a one-line
 * field, which the frame puts in its header beside the handle and Remove.
 */
export function TextItem({
  content,
  editing,
  onChange,
}: {
  content: string
  editing: boolean
  onChange: (content: string) => void
}) {
  const id = useId()
  if (!editing) {
    return (
      <p className="dashboard-text" title={content}>
        {content}
      </p>
    )
  }
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Text
      </label>
      <input
        id={id}
        className="dashboard-text-input"
        value={content}
        maxLength={2000}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  )
}
