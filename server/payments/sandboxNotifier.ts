import type { ApplyOutcome } from './applyPaddleEvent'
import { signPayload } from './paddleSignature'
import type { WebhookProcessor } from './paddleWebhook'
import type { SandboxEvent } from './sandboxEvents'

/** Delivers the sandbox's notifications in order; answers each one's outcome. */
export type SandboxNotifier = (
  events: readonly SandboxEvent[],
) => Promise<(ApplyOutcome | 'unhandled')[]>

/**
 * The sandbox's stand-in for the provider's notification delivery: each event is signed with the
 * webhook secret like Paddle signs it and goes through the webhook processor, so sandbox
 * checkouts, cancels and renewals take the production code path.
 */
export function createSandboxNotifier(options: {
  process: WebhookProcessor
  webhookSecret: string
  clock: () => number
}): SandboxNotifier {
  return async (events) => {
    const outcomes: (ApplyOutcome | 'unhandled')[] = []
    for (const event of events) {
      const raw = Buffer.from(JSON.stringify(event))
      const signature = signPayload(options.webhookSecret, raw, Math.floor(options.clock() / 1000))
      outcomes.push(await options.process(raw, signature))
    }
    return outcomes
  }
}
