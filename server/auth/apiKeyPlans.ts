import { userPlan } from '@/core/userPlan'
import type { ApiKeyPlanLookup } from '../metrics/accessControl'
import type { ApiKeysRepository } from '../repositories/apiKeysRepository'
import { hashToken } from '../security/tokens'

/** Resolves an API key to its owner's plan by the key's hash (keys are never stored). */
export function apiKeyPlanLookup(
  apiKeys: ApiKeysRepository,
  clock: () => number,
): ApiKeyPlanLookup {
  return async (apiKey) => {
    const user = await apiKeys.findUser(hashToken(apiKey), clock())
    return user === undefined ? undefined : userPlan(user.products)
  }
}
