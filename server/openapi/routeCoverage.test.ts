import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildPublicApiApp, type PublicApiApp } from '../testing/publicApiApp'
import type { DeclaredRoute } from './registerOpenApi'

/**
 * Routes left out of the reference on purpose, each with why. Everything else declares its
 * schemas; a new route without them fails below, named.
 */
const hiddenRoutes: Record<string, string> = {
  '/oidc': "the identity provider's own OpenID Connect protocol (its discovery document)",
  '/oidc/*': "the identity provider's own OpenID Connect protocol (its discovery document)",
  '/*': 'the built app and its static files (@fastify/static hides its routes)',
}

const pathParameters = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string)

/** What a route lacks: a response, or a params schema naming each path parameter. */
function missingParts(route: DeclaredRoute): string[] {
  const schema = route.schema as
    (Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> }) | undefined
  if (schema === undefined) return ['schema']
  if (schema.hide === true) return []
  const missing: string[] = []
  if (schema.response === undefined || Object.keys(schema.response).length === 0) {
    missing.push('response')
  }
  const names = pathParameters(route.url)
  if (names.length > 0) {
    const params = schema.params
    const declared = params instanceof z.ZodObject ? Object.keys(params.shape) : []
    const undeclared = names.filter((name) => !declared.includes(name))
    if (undeclared.length > 0) missing.push(`params (${undeclared.join(', ')})`)
  }
  return missing
}

describe('route schemas', () => {
  let test: PublicApiApp
  beforeAll(async () => {
    test = await buildPublicApiApp()
    await test.app.ready()
  })
  afterAll(async () => test.close())

  it('every route declares its schemas, or is hidden on purpose', () => {
    const routes = test.app.declaredRoutes.filter((route) => route.method !== 'HEAD')
    const problems = routes.flatMap((route) => {
      const missing = missingParts(route)
      return missing.length === 0 ? [] : [`${route.method} ${route.url}: ${missing.join(', ')}`]
    })
    expect(problems).toEqual([])
    expect(routes.length).toBeGreaterThan(100)
  })

  it('hides only the routes named above', () => {
    const hidden = new Set(
      test.app.declaredRoutes
        .filter((route) => (route.schema as { hide?: boolean } | undefined)?.hide === true)
        .map((route) => route.url),
    )
    expect([...hidden].sort()).toEqual(Object.keys(hiddenRoutes).sort())
  })
})
