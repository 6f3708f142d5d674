import { alertTestAnswerSchema, type AlertFiringRecord } from '@/core/api/alertDelivery'
import { idempotencyKeyHeader } from '@/core/api/documentVersion'
import { requestJson } from '@/lib/api/client'

/*
 * The request of /v1/alerts that is not a change of an alert (those go through the outbox,
 * alertMutations.ts): a test notification, sent now.
 */

const alertPath = (uuid: string) => `/v1/alerts/${encodeURIComponent(uuid)}`

/** POST /v1/alerts/{uuid}/test: a test notification through the alert's channels, now. */
export async function testAlert(uuid: string): Promise<AlertFiringRecord | undefined> {
  const answer = await requestJson(`${alertPath(uuid)}/test`, {
    method: 'POST',
    headers: { [idempotencyKeyHeader]: crypto.randomUUID() },
  })
  const parsed = alertTestAnswerSchema.safeParse(answer)
  return parsed.success ? parsed.data : undefined
}
