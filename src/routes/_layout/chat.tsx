import { createFileRoute, redirect } from '@tanstack/react-router'
import { flagNames } from '@/core/featureFlags'
import { currentUserQuery, useCurrentUser } from '@/lib/auth/currentUser'
import { evaluateFlag, featureFlagsQuery } from '@/lib/flags/featureFlags'
import { ChatPage } from '@/features/chat/ChatPage'

// /chat exists only while the AI chat flag is on for this user.
export const Route = createFileRoute('/_layout/chat')({
  beforeLoad: async ({ context }) => {
    const [flags, user] = await Promise.all([
      context.queryClient.ensureQueryData(featureFlagsQuery).catch(() => []),
      context.queryClient.ensureQueryData(currentUserQuery).catch(() => null),
    ])
    if (!evaluateFlag(flagNames.aiChat, flags, user?.uuid)) {
      throw redirect({ to: '/home', replace: true })
    }
  },
  component: Chat,
})

function Chat() {
  const { user } = useCurrentUser()
  return <ChatPage signedIn={Boolean(user)} />
}
