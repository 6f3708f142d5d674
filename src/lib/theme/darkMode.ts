import { useSyncExternalStore } from 'react'
import { darkModeStorageKey as key } from '@/core/theme'
import { localStore } from '@/lib/storage/localStore'

const listeners = new Set<() => void>()

/** Dark mode inverts the light theme with a CSS filter, so it is offered only where that works. */
export function isDarkModeSupported(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('filter', 'invert(1) hue-rotate(180deg)')
}

export function isDarkMode(): boolean {
  return isDarkModeSupported() && localStore.getBoolean(key) === true
}

export function applyDarkMode(): void {
  document.documentElement.classList.toggle('dark', isDarkMode())
}

export function setDarkMode(on: boolean): void {
  localStore.set(key, on)
  applyDarkMode()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDarkMode, () => false)
}
