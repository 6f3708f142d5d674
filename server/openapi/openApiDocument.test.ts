import { compileErrors, validate } from '@readme/openapi-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPublicApiApp, type PublicApiApp } from '../testing/publicApiApp'
import { openApiPath } from './registerOpenApi'

interface Operation {
  tags?: string[]
  security?: Array<Record<string, string[]>>
  parameters?: Array<{ name: string; in: string }>
}

interface Document {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  tags?: Array<{ name: string; description?: string }>
  components?: { securitySchemes?: Record<string, { type: string; in: string; name: string }> }
}

describe('GET /v1/openapi.json', () => {
  let test: PublicApiApp
  let document: Document
  beforeAll(async () => {
    test = await buildPublicApiApp()
    const response = await test.app.inject(openApiPath)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    // Registered after the security headers and compression, whose hooks cover it.
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/)
    const compressed = await test.app.inject({
      url: openApiPath,
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(compressed.headers['content-encoding']).toBe('gzip')
    document = response.json<Document>()
  })
  afterAll(async () => test.close())

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0')
    // The validator dereferences in place: it gets a copy.
    const result = await validate(structuredClone(document) as never)
    expect(result.valid ? '' : compileErrors(result)).toBe('')
  })

  it('lists every route that is not hidden, with its methods', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    )
    const expected = test.app.declaredRoutes
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => (route.schema as { hide?: boolean } | undefined)?.hide !== true)
      .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
    expect(expected.filter((route) => !documented.has(route))).toEqual([])
    expect(documented.size).toBe(new Set(expected).size)
  })

  it('documents the request and the answers of a route from its contracts', () => {
    const create = document.paths['/v1/dashboards/create']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> }
      responses: Record<string, { content?: Record<string, { schema: { properties: object } }> }>
    }
    expect(
      Object.keys(create.requestBody.content['application/json']?.schema.properties ?? {}),
    ).toContain('data')
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '409']),
    )
    expect(
      Object.keys(create.responses['400']?.content?.['application/json']?.schema.properties ?? {}),
    ).toEqual(expect.arrayContaining(['status', 'error', 'message', 'fieldErrors']))
    const series = document.paths['/v1/metrics/{group}/{metric}']?.get as {
      responses: Record<string, { content: Record<string, unknown> }>
    }
    expect(Object.keys(series.responses['200']?.content ?? {})).toEqual([
      'application/json',
      'text/csv',
      'application/octet-stream',
    ])
  })

  it("lists the product's own groups first and the protocols it speaks last", () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path))
    const used = new Set(operations.flatMap((operation) => operation.tags ?? []))
    const order = (document.tags ?? []).map((tag) => tag.name)
    // Every group is declared once, in order, with nothing left to Swagger UI's own order.
    expect(new Set(order)).toEqual(used)
    expect(order.length).toBe(used.size)
    const protocols = ['algolia', 'oidc', 'payment-webhooks', 'payment-sandbox']
    expect(order.slice(0, 3)).toEqual(['metrics', 'metadata', 'asset-list'])
    expect(order.slice(-protocols.length)).toEqual(protocols)
    expect(document.paths['/payments/v1/webhooks/paddle']?.post?.tags).toEqual(['payment-webhooks'])
    expect(document.paths['/payments/v1/customer/invoices']?.get?.tags).toEqual(['payments'])
  })

  it('declares the API key as a security scheme that the metric routes take, optionally', () => {
    expect(document.components?.securitySchemes?.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    })
    for (const path of [
      '/v1/metrics/{group}/{metric}',
      '/v1/metrics/{group}/{metric}/bulk',
      '/v1/metadata/metric',
      '/v1/metadata/assets',
      '/v1/asset-list/assets',
    ]) {
      const operation = document.paths[path]?.get
      expect(operation?.security, path).toEqual([{ apiKey: [] }, {}])
      // The header is the scheme's, not a parameter of its own as well.
      expect(operation?.parameters?.some((p) => p.in === 'header' && /api-key/i.test(p.name))).toBe(
        false,
      )
    }
    expect(document.paths['/v1/dashboards/{id}']?.get?.security).toBeUndefined()
  })
})
