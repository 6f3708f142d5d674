import * as Tabs from '@radix-ui/react-tabs'
import { useState } from 'react'
import type { AssetTag } from '@/core/api/assets'
import { AssetTablePanel } from './AssetTablePanel'
import { AssetTagChips } from './AssetTagChips'
import {
  assetTableTab,
  assetTableTabs,
  defaultAssetTableTab,
  type AssetTableTab,
} from './assetTableTabs'
import './home.css'

/**
 * The home page's asset table: a tab per metric set, one tag filter and pages of 20 shared by
 * every tab. Radix Tabs give the arrow-key navigation; only the active tab's panel renders.
 */
export function AssetTable() {
  const [tab, setTab] = useState<AssetTableTab>(defaultAssetTableTab)
  const [tag, setTag] = useState<{ name: AssetTag; label: string } | undefined>(undefined)
  const [page, setPage] = useState(1)

  return (
    <section className="card asset-table-card" aria-labelledby="asset-table-heading">
      <h2 id="asset-table-heading">Assets</h2>
      <Tabs.Root
        value={tab.id}
        onValueChange={(id) => {
          const next = assetTableTab(id)
          if (next) setTab(next)
        }}
      >
        <Tabs.List className="tabs" aria-label="Asset table views">
          {assetTableTabs.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <AssetTagChips
          selected={tag}
          onSelect={(next) => {
            setTag(next)
            setPage(1)
          }}
        />
        {assetTableTabs.map((t) => (
          <Tabs.Content key={t.id} value={t.id}>
            <AssetTablePanel tab={t} tag={tag} page={page} onPage={setPage} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  )
}
