import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import { z } from 'zod'
import { zodRouteTransform } from './jsonSchemaTransform'
import { apiKeyScheme } from './responses'
import { documentTags } from './tags'
import {
  checkedJsonSerializerCompiler,
  passThroughValidatorCompiler,
  type ResponseMismatch,
} from './zodCompilers'

export const openApiPath = '/v1/openapi.json'

/** A route as registered: what the coverage test walks (server/openapi/routeCoverage.test.ts). */
export interface DeclaredRoute {
  method: string
  url: string
  schema: FastifySchema | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, HEAD routes included, with the schema it declares. */
    declaredRoutes: readonly DeclaredRoute[]
  }
}

export interface OpenApiOptions {
  /**
   * What an answer off its declared schema does: the server logs it and sends the answer as it
   * is; tests pass `throw`, so the request fails with a 500 and the test notices.
   */
  responseMismatch: 'log' | 'throw'
}

/**
 * Route schemas, one source for the reference and the answers (docs/api.md, "OpenAPI"). Called
 * before any route is added: the compilers and the route collection apply to every route after.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { responseMismatch }: OpenApiOptions,
): Promise<void> {
  app.setValidatorCompiler(passThroughValidatorCompiler)
  app.setSerializerCompiler(
    checkedJsonSerializerCompiler((mismatch: ResponseMismatch) => {
      app.log.error({ mismatch }, 'answer does not match its declared schema')
      if (responseMismatch === 'throw') {
        throw new Error(
          `${mismatch.method} ${mismatch.url} ${mismatch.status}: ${mismatch.issues.join('; ')}`,
        )
      }
    }),
  )

  const routes: DeclaredRoute[] = []
  app.decorate('declaredRoutes', routes)
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema })
  })

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Onchain Studio API',
        version: '1',
        description:
          'The reference server of Onchain Studio. The metric endpoints follow the public ' +
          'Glassnode API; the others serve the app. Generated from the zod contracts in src/core.',
      },
      components: { securitySchemes: apiKeyScheme },
    },
    transform: ({ schema, url }) => zodRouteTransform({ schema: schema ?? {}, url }),
    // The groups in the reference's order: the product's own, then the protocols it speaks.
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject
      const document = documentObject.openapiObject
      return { ...document, tags: documentTags(operationTags(document.paths ?? {})) }
    },
  })
}

/** The tags the document's operations are listed under. */
function operationTags(paths: object): Set<string> {
  const tags = new Set<string>()
  for (const operations of Object.values(paths) as Array<Record<string, unknown>>) {
    for (const operation of Object.values(operations) as Array<{ tags?: string[] }>) {
      for (const tag of operation.tags ?? []) tags.add(tag)
    }
  }
  return tags
}

/**
 * GET /v1/openapi.json, registered with the other routes (after the security headers and
 * compression, whose hooks must cover it).
 */
export async function openApiRoute(app: FastifyInstance): Promise<void> {
  let documentText: string | undefined
  app.get(
    openApiPath,
    {
      schema: {
        summary: 'This OpenAPI 3.1 document',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (_request, reply) => {
      // Built once, on the first request (about 400 kB, a second or two), then sent as text.
      documentText ??= JSON.stringify(app.swagger())
      return reply
        .header('cache-control', 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .send(documentText)
    },
  )
}
