import { useEffect } from 'react'
import { toggleChatPanel } from './chatPanelState'

/** Ctrl or Cmd + I toggles the assistant panel, only while the chat feature is on. */
export function useChatHotkey(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'i') {
        event.preventDefault()
        toggleChatPanel()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
