import { PageHeader } from '@/lib/ui/PageHeader'
import { ChatConversation } from './ChatConversation'

export function ChatPage({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="page chat-page">
      <PageHeader
        title="AI assistant"
        description="Answers from the metric catalog and data, with sources."
      />
      <ChatConversation signedIn={signedIn} />
    </section>
  )
}
