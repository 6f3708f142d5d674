import { useId } from 'react'

/** A full-width text row: a heading in view mode, a text field in edit mode. */
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
  if (!editing) return <p className="dashboard-text">{content}</p>
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Text
      </label>
      <textarea
        id={id}
        className="dashboard-text-input"
        value={content}
        maxLength={2000}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  )
}
