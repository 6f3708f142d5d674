import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localStore } from '@/lib/storage/localStore'

beforeEach(() => {
  localStore.clearAll()
  vi.resetModules()
})

describe('sidebarTab', () => {
  it('starts on Metrics and remembers the chosen tab in local storage', async () => {
    const { chooseSidebarTab, sidebarTabState } = await import('./sidebarTab')
    expect(sidebarTabState.tab).toBe('metrics')
    chooseSidebarTab('charts')
    expect(sidebarTabState.tab).toBe('charts')
    expect(localStore.getString('charts:sidebar-tab')).toBe('charts')
  })

  it('starts on the remembered tab and ignores what is not a tab', async () => {
    localStore.set('charts:sidebar-tab', 'presets')
    const { chooseSidebarTab, sidebarTabState } = await import('./sidebarTab')
    expect(sidebarTabState.tab).toBe('presets')
    chooseSidebarTab('favourites')
    expect(sidebarTabState.tab).toBe('presets')
  })

  it('falls back to Metrics when storage holds something else', async () => {
    localStore.set('charts:sidebar-tab', 'drafts')
    const { sidebarTabState } = await import('./sidebarTab')
    expect(sidebarTabState.tab).toBe('metrics')
  })
})
