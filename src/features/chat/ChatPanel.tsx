import { useSnapshot } from 'valtio'
import { ChatConversation } from './ChatConversation'
import { chatPanelState, closeChatPanel } from './chatPanelState'

export function ChatPanel({ signedIn }: { signedIn: boolean }) {
  const { open } = useSnapshot(chatPanelState)
  if (!open) return null
  return (
    <aside className="chat-panel" aria-label="AI assistant">
      <header className="chat-panel-header">
        <h2>AI assistant</h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Close assistant"
          onClick={closeChatPanel}
        >
          ×
        </button>
      </header>
      <ChatConversation signedIn={signedIn} />
    </aside>
  )
}
