import { Outlet, createFileRoute } from '@tanstack/react-router'
import { flagNames } from '@/core/featureFlags'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { useFeatureFlag } from '@/lib/flags/useFeatureFlag'
import { AppLayout } from '@/features/shell/AppLayout'
import { SearchOverlay } from '@/features/search/SearchOverlay'
import { openSearch } from '@/features/search/searchState'
import { useSearchHotkey } from '@/features/search/useSearchHotkey'
import { ChatPanel } from '@/features/chat/ChatPanel'
import { toggleChatPanel } from '@/features/chat/chatPanelState'
import { useChatHotkey } from '@/features/chat/useChatHotkey'
import { WhatsNewBell } from '@/features/whatsNew/WhatsNewBell'

export const Route = createFileRoute('/_layout')({ component: Layout })

/** Every page with the navbar and footer; the shell composes search, chat and what's new. */
function Layout() {
  const chatEnabled = useFeatureFlag(flagNames.aiChat)
  const { user } = useCurrentUser()
  useSearchHotkey()
  useChatHotkey(chatEnabled)
  return (
    <AppLayout
      openSearch={openSearch}
      toggleChat={toggleChatPanel}
      chatEnabled={chatEnabled}
      whatsNew={<WhatsNewBell />}
    >
      <Outlet />
      <SearchOverlay />
      {chatEnabled ? <ChatPanel signedIn={Boolean(user)} /> : null}
    </AppLayout>
  )
}
