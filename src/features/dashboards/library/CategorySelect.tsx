import { isUncategorized, uncategorizedKey, uncategorizedName } from './dashboardGroups'
import type { DashboardCategory } from './libraryTypes'

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
  categories: readonly DashboardCategory[]
  onChange: (value: string) => void
}) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        Category
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {categories
          .filter((category) => !category.isDefault && !isUncategorized(category.uuid))
          .map((category) => (
            <option key={category.uuid} value={category.uuid}>
              {category.name}
            </option>
          ))}
        <option value={uncategorizedKey}>{uncategorizedName}</option>
      </select>
    </div>
  )
}
