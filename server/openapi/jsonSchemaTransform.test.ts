import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { routeTag, wireJsonSchema, zodRouteTransform } from './jsonSchemaTransform'

describe('route contracts as JSON Schema', () => {
  it('describes what travels: defaults may be left out, transforms by what they read', () => {
    const schema = z.object({
      page: z.number().default(1),
      name: z.string().transform((text) => text.length),
    })
    expect(wireJsonSchema(schema)).toEqual({
      type: 'object',
      properties: { page: { type: 'number', default: 1 }, name: { type: 'string' } },
      required: ['name'],
    })
  })

  it('groups routes by their first segment after the version', () => {
    expect(routeTag('/v1/dashboards/:id')).toBe('dashboards')
    expect(routeTag('/cms/charts/:id/:asset')).toBe('cms')
    expect(routeTag('/payments/v1/customer/invoices')).toBe('payments')
    expect(routeTag('/1/indexes/:indexName/queries')).toBe('algolia')
    expect(routeTag('/payments/v1/webhooks/paddle')).toBe('payment-webhooks')
    expect(routeTag('/payments/v1/sandbox/checkout')).toBe('payment-sandbox')
  })

  // An object allows keys it does not name (zod strips them when it parses), so answers may
  // carry more than their schema names: no `additionalProperties: false`.
  it('converts every part, answers by status with their media types, and hides on request', () => {
    const { schema } = zodRouteTransform({
      url: '/v1/things/:id',
      schema: {
        params: z.object({ id: z.string() }),
        response: {
          200: z.object({ ok: z.boolean() }),
          204: z.null(),
          206: { content: { 'text/csv': { schema: z.string() } } },
        },
      },
    })
    expect(schema).toEqual({
      tags: ['things'],
      params: {
        type: 'object',
        properties: { id: { type: 'string' } },
        required: ['id'],
      },
      response: {
        200: {
          description: 'OK',
          type: 'object',
          properties: { ok: { type: 'boolean' } },
          required: ['ok'],
        },
        204: { type: 'null', description: 'No Content' },
        206: {
          description: 'Partial Content',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
      },
    })
    expect(zodRouteTransform({ url: '/x', schema: { hide: true } as never }).schema).toEqual({
      hide: true,
    })
  })
})
