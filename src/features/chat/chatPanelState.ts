import { proxy } from 'valtio'

/** Whether the assistant panel is open; toggled with Ctrl or Cmd + I. */
export const chatPanelState = proxy({ open: false })

export function toggleChatPanel() {
  chatPanelState.open = !chatPanelState.open
}

export function closeChatPanel() {
  chatPanelState.open = false
}
