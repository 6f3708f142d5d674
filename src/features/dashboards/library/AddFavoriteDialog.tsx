import { useId, useState } from 'react'
import type { Favorite } from '@/core/api/favorites'
import { errorMessage } from '@/lib/api/apiError'
import { favoriteKindText } from '@/lib/favorites/favoriteLinks'
import { useFavorites } from '@/lib/favorites/favoritesQuery'
import { Dialog } from '@/lib/ui/Dialog'
import { Placeholder } from '@/lib/ui/Placeholder'
import '@/lib/ui/formFields.css'
import './library.css'

/**
 * The dashboardAddFavorite modal (title "Add favourite"): the user picks one of their favourites
 * and the dashboard page adds it as a tile. The page owns the document, so this only reports the
 * choice through `onAdd`; the page closes the dialog (drops `modal` from the address) after it.
 */
export function AddFavoriteDialog({
  onAdd,
  onClose,
}: {
  onAdd: (favorite: Favorite) => void
  onClose: () => void
}) {
  const { status, query, favorites } = useFavorites()
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const groupId = useId()
  const choice = favorites.find((favorite) => favorite.id === chosen)

  let body
  if (status === 'initial' || (status === 'authenticated' && query.isPending)) {
    body = <Placeholder kind="dashboards" />
  } else if (status === 'unauthenticated') {
    body = <p className="dash-library-note">Log in to add your favourites to a dashboard.</p>
  } else if (query.isError) {
    body = (
      <div role="alert" className="dash-library-error">
        <p>{errorMessage(query.error)}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    )
  } else if (favorites.length === 0) {
    body = (
      <p className="dash-library-note" role="status">
        No favourites yet. Star a chart or dashboard, then add it here.
      </p>
    )
  } else {
    body = (
      <fieldset className="dash-library-choices">
        <legend id={groupId}>Your favourites</legend>
        {favorites.map((favorite) => (
          <label key={favorite.id} className="dash-library-choice">
            <input
              type="radio"
              name={groupId}
              value={favorite.id}
              checked={chosen === favorite.id}
              onChange={() => setChosen(favorite.id)}
            />
            <span>
              {favorite.extra.name}{' '}
              <span className="dash-library-kind">{favoriteKindText(favorite)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    )
  }

  return (
    <Dialog open title="Add favourite" onClose={onClose}>
      <form
        className="dash-library-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (choice) onAdd(choice)
        }}
      >
        {body}
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={!choice}>
            Add to dashboard
          </button>
        </div>
      </form>
    </Dialog>
  )
}
