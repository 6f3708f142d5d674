import { useQuery } from '@tanstack/react-query'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { evaluateFlag, featureFlagsQuery } from './featureFlags'

/** Whether a flag is on for the current user (guests included). */
export function useFeatureFlag(name: string): boolean {
  const { data } = useQuery(featureFlagsQuery)
  const { user } = useCurrentUser()
  return evaluateFlag(name, data, user?.uuid)
}
