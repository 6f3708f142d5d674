import { useState } from 'react'
import { EmptyState } from '@/lib/ui/EmptyState'
import './chat.css'

/**
 * The conversation area shared by the panel and the /chat page. Enter sends, Shift+Enter adds a
 * line. Answers come from the assistant service; until it is connected the input explains why
 * it cannot send.
 */
export function ChatConversation({ signedIn }: { signedIn: boolean }) {
  const [text, setText] = useState('')
  return (
    <div className="chat-conversation">
      <EmptyState title="Ask about any metric, chart or asset">
        <p className="muted">Type @ to mention a chart, a dashboard or an asset.</p>
      </EmptyState>
      <form className="chat-input" onSubmit={(e) => e.preventDefault()}>
        <textarea
          aria-label="Message the assistant"
          placeholder={signedIn ? 'Ask the assistant…' : 'Log in to chat with the assistant'}
          disabled={!signedIn}
          value={text}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) e.preventDefault()
          }}
        />
        <button type="submit" className="button primary" disabled={!signedIn || !text.trim()}>
          Send
        </button>
      </form>
    </div>
  )
}
