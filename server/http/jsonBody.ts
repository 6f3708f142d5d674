import type { FastifyInstance } from 'fastify'
import { badRequest } from './httpError'

/**
 * Deepest nesting of objects and arrays a JSON body may have. Our documents nest about ten
 * levels (a dashboard's configs, a chart's items and their styles). Without a bound, a few
 * kilobytes of `[[[[…]]]]` overflow the stack of every recursive walk over the body: zod,
 * JSON.stringify when it is stored, the Idempotency-Key fingerprint.
 */
export const maxJsonDepth = 64

export const tooDeepMessage = `The JSON body is nested deeper than ${maxJsonDepth} levels`

/**
 * Whether JSON text nests objects and arrays deeper than `limit`: one pass over the text,
 * counting brackets outside strings, before anything parses or walks it.
 */
export function exceedsJsonDepth(text: string, limit = maxJsonDepth): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === backslash) index += 1
      else if (char === quote) inString = false
    } else if (char === quote) {
      inString = true
    } else if (char === openBrace || char === openBracket) {
      depth += 1
      if (depth > limit) return true
    } else if (char === closeBrace || char === closeBracket) {
      depth -= 1
    }
  }
  return false
}

const [quote, backslash, openBrace, closeBrace, openBracket, closeBracket] = [...'"\\{}[]'].map(
  (char) => char.charCodeAt(0),
)

/**
 * Replaces Fastify's `application/json` parser for the whole app (plugins inherit it) with one
 * that refuses too-deep bodies with a 400 and otherwise hands the text to Fastify's own parser,
 * keeping its handling of empty bodies and `__proto__` / `constructor` keys.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body)
    if (exceedsJsonDepth(text)) {
      done(badRequest(tooDeepMessage), undefined)
      return
    }
    parseJson(request, text, done)
  })
}

/** JSON.parse for bodies read by hand (webhooks), with the same depth bound. */
export function parseJsonBody(text: string): unknown {
  if (exceedsJsonDepth(text)) throw badRequest(tooDeepMessage)
  return JSON.parse(text)
}
