import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/**
 * What makes two requests "the same" for an Idempotency-Key: method, path and body. The body is
 * compared as canonical JSON (object keys sorted), so a client that serialises its objects in
 * another key order on the retry still replays rather than being refused.
 */
export function requestFingerprint(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? ''
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest('hex')
}

type Step = { text: string } | { value: unknown }

/**
 * JSON.stringify with object keys sorted at every depth, written with an explicit stack rather
 * than recursion: a body is user input, and no nesting may overflow the call stack (JSON bodies
 * are also bounded at parse time, http/jsonBody.ts). Keys are ordered as the recursive version
 * that stored fingerprints were made with: integer keys ascending, then the others by code unit.
 */
export function canonicalJson(value: unknown): string {
  if (!isSerializable(value)) return ''
  const parts: string[] = []
  const steps: Step[] = [{ value }]
  for (let step = steps.pop(); step !== undefined; step = steps.pop()) {
    if ('text' in step) {
      parts.push(step.text)
      continue
    }
    const item = toJsonValue(step.value)
    if (Array.isArray(item)) {
      const elements = item.map((element) => (isSerializable(element) ? element : null))
      steps.push(
        ...enclosed(
          '[',
          ']',
          elements.map((element) => [{ value: element }]),
        ),
      )
    } else if (typeof item === 'object' && item !== null) {
      const members = sortedKeys(item as Record<string, unknown>)
        .filter((key) => isSerializable((item as Record<string, unknown>)[key]))
        .map((key) => [
          { text: `${JSON.stringify(key)}:` },
          { value: (item as Record<string, unknown>)[key] },
        ])
      steps.push(...enclosed('{', '}', members))
    } else {
      parts.push(JSON.stringify(item) ?? 'null')
    }
  }
  return parts.join('')
}

/** The steps of a bracketed list, reversed for the stack: open, members joined by commas, close. */
function enclosed(open: string, close: string, members: Step[][]): Step[] {
  const inOrder: Step[] = [{ text: open }]
  members.forEach((member, index) => {
    if (index > 0) inOrder.push({ text: ',' })
    inOrder.push(...member)
  })
  inOrder.push({ text: close })
  return inOrder.reverse()
}

function sortedKeys(object: Record<string, unknown>): string[] {
  const keys = Object.keys(object)
  const integers = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b))
  const others = keys
    .filter((key) => !isArrayIndex(key))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return [...integers, ...others]
}

/** Property keys JavaScript orders first, numerically: canonical integers below 2^32 - 1. */
function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1
}

/** What JSON.stringify leaves out of objects (and writes as null in arrays). */
function isSerializable(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol'
}

function toJsonValue(value: unknown): unknown {
  const toJSON = (value as { toJSON?: unknown } | null)?.toJSON
  return typeof toJSON === 'function' ? (toJSON as () => unknown).call(value) : value
}
