import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { errorMessage } from '@/lib/api/apiError'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { isNetworkFailure, readState } from '@/lib/query/readState'
import { EmptyState } from '@/lib/ui/EmptyState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { Placeholder } from '@/lib/ui/Placeholder'
import { toast } from '@/lib/ui/toastStore'
import { CategorySection } from './CategorySection'
import type {
  DocumentLibrary,
  LibraryAction,
  LibraryCategory,
  StartAction,
} from './documentLibrary'
import { LibraryDialogs } from './LibraryDialogs'
import { countByCategory, type LibraryDocument, type LibraryGroup } from './libraryGroups'
import { categoryFailedToast } from './libraryToasts'
import { LibrarySearch } from './LibrarySearch'
import './documentLibrary.css'

export interface MyDocumentsProps<
  D extends LibraryDocument,
  C extends LibraryCategory,
  A extends { kind: string },
  DocumentsKey extends QueryKey,
  CategoriesKey extends QueryKey,
> {
  library: DocumentLibrary<C>
  /** The user's documents, and their categories. */
  documentsQuery: UseQueryOptions<D[], Error, D[], DocumentsKey>
  categoriesQuery: UseQueryOptions<C[], Error, C[], CategoriesKey>
  /** The documents under their categories, filtered by the search (libraryGroups.ts). */
  group: (documents: readonly D[], categories: readonly C[], filter: string) => LibraryGroup<D, C>[]
  /** One document's entry in its category's list (a keyed list item). */
  entry: (document: D, start: StartAction<C, A>) => ReactNode
  /** The dialog of one of the library's own actions (a category's are answered here). */
  dialog: (action: A, categories: readonly C[], onClose: () => void) => ReactNode
  /** The library's own toolbar buttons, before New category (New dashboard). */
  toolbar?: readonly { label: string; action: A; primary?: boolean }[]
}

/**
 * A "My …" tab of a sidebar: the signed-in user's documents by category, with a search, New
 * category and each category's and document's actions; a guest is asked to log in.
 */
export function MyDocumentsPanel<
  D extends LibraryDocument,
  C extends LibraryCategory,
  A extends { kind: string },
  DocumentsKey extends QueryKey,
  CategoriesKey extends QueryKey,
>(props: MyDocumentsProps<D, C, A, DocumentsKey, CategoriesKey>) {
  const { status } = useCurrentUser()
  const { panel } = props.library
  if (status === 'initial') return <Placeholder kind={panel.placeholder} />
  if (status === 'unauthenticated') return <GuestNotice text={panel.guest} />
  return <MyDocuments {...props} />
}

function GuestNotice({ text }: { text: string }) {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <p className="doc-library-note">
      {text}{' '}
      <Link to="/auth/$method" params={{ method: 'login' }} search={{ redirectTo: here }}>
        Log in
      </Link>{' '}
      to see them.
    </p>
  )
}

function MyDocuments<
  D extends LibraryDocument,
  C extends LibraryCategory,
  A extends { kind: string },
  DocumentsKey extends QueryKey,
  CategoriesKey extends QueryKey,
>({
  library,
  documentsQuery,
  categoriesQuery,
  group,
  entry,
  dialog,
  toolbar = [],
}: MyDocumentsProps<D, C, A, DocumentsKey, CategoriesKey>) {
  const documents = useQuery(documentsQuery)
  const categories = useQuery(categoriesQuery)
  const [filter, setFilter] = useState('')
  const [action, setAction] = useState<LibraryAction<C, A> | null>(null)
  const groups = useMemo(
    () => group(documents.data ?? [], categories.data ?? [], filter),
    [group, documents.data, categories.data, filter],
  )
  const counts = useMemo(() => countByCategory(documents.data ?? []), [documents.data])
  // The catalogue's toast for a failed category read; the panel shows Retry as well. Offline,
  // the panel says so itself (or shows the kept list): no toast for every refresh that fails.
  const categoriesFailedAt =
    categories.isError && !isNetworkFailure(categories.error) ? categories.errorUpdatedAt : 0
  useEffect(() => {
    if (categoriesFailedAt > 0) toast.error(categoryFailedToast, errorMessage(categories.error))
    // Once per failure, not on every render that still shows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categoriesFailedAt])

  const start = (next: LibraryAction<C, A>) => (event: { currentTarget: HTMLElement }) => {
    const opener = event.currentTarget
    setAction({ ...next, returnFocus: () => opener.focus() })
  }
  const { panel, noun } = library

  // The kept lists show while a refresh fails (offline); loading or failed only without them.
  const state = readState(documents, categories)
  let body
  if (state.kind === 'loading') {
    body = <Placeholder kind={panel.placeholder} />
  } else if (state.kind === 'offline') {
    body = <OfflineNotice subject={panel.offlineSubject} onRetry={state.retry} />
  } else if (state.kind === 'error') {
    body = (
      <div role="alert" className="doc-library-error">
        <p>{errorMessage(state.error)}</p>
        <button type="button" className="button" onClick={state.retry}>
          Retry
        </button>
      </div>
    )
  } else {
    body = (
      <>
        {(documents.data ?? []).length === 0 ? (
          <EmptyState title={panel.empty.title}>
            <p className="doc-library-note">{panel.empty.hint}</p>
          </EmptyState>
        ) : groups.length === 0 ? (
          <p className="doc-library-note" role="status">
            No {noun.many} match “{filter.trim()}”
          </p>
        ) : null}
        {groups.length > 0 ? (
          <div className="doc-library-groups">
            {groups.map((each) => (
              <CategorySection
                key={each.key}
                group={each}
                count={counts.get(each.category?.uuid.toLowerCase() ?? '') ?? 0}
                headingLevel={panel.headingLevel}
                noun={noun.many}
                onAction={setAction}
                entry={(document) => entry(document, setAction)}
              />
            ))}
          </div>
        ) : null}
      </>
    )
  }

  return (
    <div className="doc-library-panel">
      <div className="doc-library-toolbar">
        <LibrarySearch label={panel.search} value={filter} onChange={setFilter} />
        {toolbar.map((button) => (
          <button
            key={button.label}
            type="button"
            className={button.primary ? 'button primary' : 'button'}
            onClick={start(button.action)}
          >
            {button.label}
          </button>
        ))}
        <button type="button" className="button" onClick={start({ kind: 'createCategory' })}>
          New category
        </button>
      </div>
      {body}
      <LibraryDialogs
        library={library}
        action={action}
        categories={categories.data ?? []}
        dialog={dialog}
        onClose={() => setAction(null)}
      />
    </div>
  )
}
