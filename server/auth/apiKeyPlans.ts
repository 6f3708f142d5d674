import { userPlan } from '@/core/userPlan'
import type { ApiKeyPlanLookup } from '../metrics/accessControl'
import { lastUsedResolutionMs, type ApiKeysRepository } from '../repositories/apiKeysRepository'
import { hashToken } from '../security/tokens'

/**
 * Resolves an API key to its owner's plan by the key's hash (keys are never stored). Every
 * series request with a key comes here, so it is one indexed read of what the plan needs, read
 * afresh each time (a replaced key or a changed plan counts at once, on every instance); the
 * key's last use is written only when the stored one is more than a minute old.
 */
export function apiKeyPlanLookup(
  apiKeys: ApiKeysRepository,
  clock: () => number,
): ApiKeyPlanLookup {
  return async (apiKey) => {
    const keyHash = hashToken(apiKey)
    const owner = await apiKeys.findOwner(keyHash)
    if (owner === undefined) return undefined
    const now = clock()
    if (owner.lastUsedAt === null || now - owner.lastUsedAt > lastUsedResolutionMs) {
      await apiKeys.noteUse(keyHash, now)
    }
    return userPlan(owner.products)
  }
}
