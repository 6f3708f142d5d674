import type { DemoFormRequest } from '@/core/demoForm'
import { requestJson } from '@/lib/api/client'

/** POST /v1/forms/enterprise (docs/api.md, "Enterprise form"). */
export function submitDemoForm(body: DemoFormRequest): Promise<{ id: string }> {
  return requestJson('/v1/forms/enterprise', { method: 'POST', json: body })
}
