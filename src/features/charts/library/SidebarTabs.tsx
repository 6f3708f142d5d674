import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { MyChartsPanel } from './MyChartsPanel'
import { PresetsPanel } from './PresetsPanel'
import { chooseSidebarTab, sidebarTabState, type SidebarTab } from './sidebarTab'
import './library.css'

const labels: Record<SidebarTab, string> = {
  metrics: 'Metrics',
  charts: 'My charts',
  presets: 'Presets',
}

/**
 * The sidebar's tabs (Radix: tablist, tab and tabpanel roles, arrow keys, Home and End). Only the
 * chosen panel is mounted, so My charts and Presets are read when first shown. The choice is
 * remembered (sidebarTab.ts).
 */
export function SidebarTabs({ metrics, className }: { metrics: ReactNode; className?: string }) {
  const { tab } = useSnapshot(sidebarTabState)
  return (
    <Tabs.Root className={className} value={tab} onValueChange={chooseSidebarTab} asChild>
      <aside aria-label="Chart library">
        <Tabs.List className="tabs library-tabs" aria-label="Sidebar">
          {(Object.keys(labels) as SidebarTab[]).map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {labels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="metrics">{metrics}</Tabs.Content>
        <Tabs.Content value="charts">
          <MyChartsPanel />
        </Tabs.Content>
        <Tabs.Content value="presets">
          <PresetsPanel />
        </Tabs.Content>
      </aside>
    </Tabs.Root>
  )
}
