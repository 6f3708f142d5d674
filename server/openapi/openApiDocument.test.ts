import { compileErrors, validate } from '@readme/openapi-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPublicApiApp, type PublicApiApp } from '../testing/publicApiApp'
import { openApiPath } from './registerOpenApi'

interface Document {
  openapi: string
  paths: Record<string, Record<string, unknown>>
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
})
