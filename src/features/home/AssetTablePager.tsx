/**
 * Previous / Next and "Page X of Y". The buttons at either end are marked unavailable rather
 * than disabled, so the focus stays on a button the keyboard just pressed.
 */
export function AssetTablePager({
  page,
  pageCount,
  onPage,
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
}) {
  const first = page <= 1
  const last = page >= pageCount
  return (
    <nav className="asset-table-pager" aria-label="Asset table pages">
      <button
        type="button"
        className="button"
        aria-disabled={first}
        onClick={() => {
          if (!first) onPage(page - 1)
        }}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="button"
        aria-disabled={last}
        onClick={() => {
          if (!last) onPage(page + 1)
        }}
      >
        Next
      </button>
    </nav>
  )
}
