import { alertSchema, type Alert, type AlertInput } from '@/core/api/alerts'
import { alertTestAnswerSchema, type AlertFiringRecord } from '@/core/api/alertDelivery'
import { idempotencyKeyHeader, versionTag } from '@/core/api/documentVersion'
import { requestJson } from '@/lib/api/client'

/*
 * Writes to /v1/alerts, under the rules of every document (docs/api.md): a fresh
 * Idempotency-Key on each, so a retry after a lost answer is applied once, and If-Match with the
 * version the change was made on, so an edit made on a stale copy answers 412 rather than
 * overwriting a newer one.
 */

function writeHeaders(version?: number): Record<string, string> {
  return {
    [idempotencyKeyHeader]: crypto.randomUUID(),
    ...(version === undefined ? {} : { 'If-Match': versionTag(version) }),
  }
}

const alertPath = (uuid: string) => `/v1/alerts/${encodeURIComponent(uuid)}`

/** POST /v1/alerts/create: answers the new alert. */
export async function createAlert(input: AlertInput): Promise<Alert> {
  return alertSchema.parse(
    await requestJson('/v1/alerts/create', {
      method: 'POST',
      json: input,
      headers: writeHeaders(),
    }),
  )
}

/** PUT /v1/alerts/{uuid}: the whole alert, made on `version`. */
export async function updateAlert(
  uuid: string,
  version: number,
  input: AlertInput,
): Promise<Alert> {
  return alertSchema.parse(
    await requestJson(alertPath(uuid), {
      method: 'PUT',
      json: input,
      headers: writeHeaders(version),
    }),
  )
}

export async function deleteAlert(uuid: string, version: number): Promise<void> {
  await requestJson(alertPath(uuid), { method: 'DELETE', headers: writeHeaders(version) })
}

/** POST /v1/alerts/{uuid}/test: a test notification through the alert's channels, now. */
export async function testAlert(uuid: string): Promise<AlertFiringRecord | undefined> {
  const answer = await requestJson(`${alertPath(uuid)}/test`, {
    method: 'POST',
    headers: { [idempotencyKeyHeader]: crypto.randomUUID() },
  })
  const parsed = alertTestAnswerSchema.safeParse(answer)
  return parsed.success ? parsed.data : undefined
}
