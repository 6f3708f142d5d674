import type { AlertChannel } from '@/core/api/alerts'
import type { PulseMessage } from '@/core/api/pulses'
import type { Repeater } from '../../payments/sandboxClock'
import type { PulseHub } from '../../pulses/pulseHub'
import type { AlertChannelSender, ChannelDelivery, DeliveryOutcome } from '../delivery/alertChannel'

/** A sender that records each delivery and answers what `answer` says (delivered by default). */
export interface RecordingSender extends AlertChannelSender {
  readonly calls: ChannelDelivery[]
  answer: (delivery: ChannelDelivery) => DeliveryOutcome
}

export function recordingSender(channel: AlertChannel): RecordingSender {
  const calls: ChannelDelivery[] = []
  const sender: RecordingSender = {
    channel,
    calls,
    answer: () => ({ status: 'delivered', detail: 'ok' }),
    deliver: async (delivery) => {
      calls.push(delivery)
      return sender.answer(delivery)
    },
  }
  return sender
}

/** A repeater the test runs by hand: `run()` runs every task once and waits for them. */
export interface ManualRepeater {
  repeat: Repeater
  run(): Promise<void>
}

export function manualRepeater(): ManualRepeater {
  const tasks = new Set<() => Promise<void>>()
  return {
    repeat: (_intervalMs, task) => {
      tasks.add(task)
      return () => tasks.delete(task)
    },
    async run() {
      for (const task of tasks) await task()
    },
  }
}

/** A pulse hub that records what is published. */
export function recordingPulses(): PulseHub & { published: [string, PulseMessage][] } {
  const published: [string, PulseMessage][] = []
  return {
    published,
    publish: async (userUuid, message) => void published.push([userUuid, message]),
    subscribe: () => () => undefined,
    publishSessionsEnded: async () => undefined,
    onSessionsEnded: () => () => undefined,
    close: async () => undefined,
  }
}
