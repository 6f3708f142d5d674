import { ownCategories, uncategorizedKey, uncategorizedName } from './libraryGroups'

/** The user's categories and Uncategorized (last, as in the list) as a labelled select. */
export function CategorySelect({
  id,
  value,
  categories,
  onChange,
}: {
  id: string
  /** A category uuid, or "uncategorized". */
  value: string
  categories: readonly { uuid: string; name: string; isDefault?: boolean }[]
  onChange: (value: string) => void
}) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        Category
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {ownCategories(categories).map((category) => (
          <option key={category.uuid} value={category.uuid}>
            {category.name}
          </option>
        ))}
        <option value={uncategorizedKey}>{uncategorizedName}</option>
      </select>
    </div>
  )
}
