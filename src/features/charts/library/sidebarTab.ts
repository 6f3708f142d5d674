import { proxy } from 'valtio'
import { localStore } from '@/lib/storage/localStore'

/** The chart sidebar's tabs: the asset's metrics, the user's saved charts, starter workbenches. */
export const sidebarTabs = ['metrics', 'charts', 'presets'] as const
export type SidebarTab = (typeof sidebarTabs)[number]

const storageKey = 'charts:sidebar-tab'

function isSidebarTab(value: string | undefined): value is SidebarTab {
  return (sidebarTabs as readonly (string | undefined)[]).includes(value)
}

function storedTab(): SidebarTab {
  const stored = localStore.getString(storageKey)
  return isSidebarTab(stored) ? stored : 'metrics'
}

/*
 * The chosen tab outlives the page (local storage) and is shared in memory, so that an action
 * elsewhere (deleting the open chart from the workbench header) can bring the list forward in a
 * sidebar that stays mounted while the route changes.
 */
export const sidebarTabState = proxy<{ tab: SidebarTab }>({ tab: storedTab() })

export function chooseSidebarTab(tab: string): void {
  if (!isSidebarTab(tab)) return
  sidebarTabState.tab = tab
  localStore.set(storageKey, tab)
}
