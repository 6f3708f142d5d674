import { Tooltip } from '@/lib/ui/Tooltip'
import './favorites.css'

/**
 * The star toggle, drawn from its state alone. Its name stays "Favourite" and aria-pressed tells
 * whether it is on (a toggle's name must not flip with its state); the tooltip says what a press
 * will do.
 */
export function FavoriteStarButton({
  active,
  busy = false,
  onToggle,
}: {
  active: boolean
  busy?: boolean
  onToggle: () => void
}) {
  return (
    <Tooltip label={active ? 'Remove from favourites' : 'Add to favourites'}>
      <button
        type="button"
        className="icon-button favorite-star"
        aria-label="Favourite"
        aria-pressed={active}
        aria-busy={busy || undefined}
        data-active={active || undefined}
        onClick={onToggle}
      >
        <StarIcon filled={active} />
      </button>
    </Tooltip>
  )
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  )
}
