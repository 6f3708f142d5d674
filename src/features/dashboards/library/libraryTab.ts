import { proxy } from 'valtio'
import { localStore } from '@/lib/storage/localStore'

/** The dashboards sidebar's tabs: the user's dashboards, their favourites, starter presets. */
export const libraryTabs = ['mine', 'favorites', 'presets'] as const
export type LibraryTab = (typeof libraryTabs)[number]

const storageKey = 'dashboards:sidebar-tab'

function isLibraryTab(value: string | undefined): value is LibraryTab {
  return (libraryTabs as readonly (string | undefined)[]).includes(value)
}

function storedTab(): LibraryTab {
  const stored = localStore.getString(storageKey)
  return isLibraryTab(stored) ? stored : 'mine'
}

/*
 * The chosen tab outlives the page (local storage) and is shared in memory, so the sidebar shows
 * the same tab after opening another dashboard, and an action elsewhere can bring a tab forward.
 */
export const libraryTabState = proxy<{ tab: LibraryTab }>({ tab: storedTab() })

export function chooseLibraryTab(tab: string): void {
  if (!isLibraryTab(tab)) return
  libraryTabState.tab = tab
  localStore.set(storageKey, tab)
}
