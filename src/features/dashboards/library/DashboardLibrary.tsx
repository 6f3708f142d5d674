import * as Tabs from '@radix-ui/react-tabs'
import { useSnapshot } from 'valtio'
import { FavoritesPanel } from '@/lib/favorites/FavoritesPanel'
import { chooseLibraryTab, libraryTabState, type LibraryTab } from './libraryTab'
import { MyDashboardsPanel } from './MyDashboardsPanel'
import { PresetsPanel } from './PresetsPanel'
import './library.css'

const labels: Record<LibraryTab, string> = {
  mine: 'My dashboards',
  favorites: 'Favourites',
  presets: 'Presets',
}

/**
 * The dashboards page's sidebar: My dashboards (by category, with search and the list's
 * actions), Favourites and the asset's Presets, as Radix tabs (arrow keys, Home and End). Only
 * the chosen panel is mounted, so each list is read when first shown; the choice is remembered.
 *
 * @param activeUuid the uuid or slug in the address, to mark the dashboard on screen
 * @param asset the asset the page shows: kept on every link, given to a new dashboard
 */
export function DashboardLibrary({ activeUuid, asset }: { activeUuid?: string; asset: string }) {
  const { tab } = useSnapshot(libraryTabState)
  return (
    <Tabs.Root value={tab} onValueChange={chooseLibraryTab} asChild>
      <nav className="dash-library" aria-label="Dashboards">
        <Tabs.List className="tabs dash-library-tabs" aria-label="Dashboard lists">
          {(Object.keys(labels) as LibraryTab[]).map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {labels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="mine">
          <MyDashboardsPanel activeUuid={activeUuid} asset={asset} />
        </Tabs.Content>
        <Tabs.Content value="favorites">
          <FavoritesPanel activeUuid={activeUuid} />
        </Tabs.Content>
        <Tabs.Content value="presets">
          <PresetsPanel activeUuid={activeUuid} asset={asset} />
        </Tabs.Content>
      </nav>
    </Tabs.Root>
  )
}
