import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { LightMyRequestResponse } from 'fastify'

interface MediaType {
  schema?: object
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[]
  responses: Record<string, { content?: Record<string, MediaType> }>
}
export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, Operation>>
}

/**
 * Checks answers against what an OpenAPI document says of them: the status must be one the
 * operation documents, the media type one documented for that status, and a JSON body must
 * validate against its schema (JSON Schema 2020-12, formats included).
 */
export function openApiContract(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  // zod names its string checks as formats; each comes with the pattern that checks it.
  for (const format of ['starts_with', 'ends_with', 'includes']) ajv.addFormat(format, true)
  const validators = new Map<object, ReturnType<typeof ajv.compile>>()
  const validatorOf = (schema: object) => {
    let validator = validators.get(schema)
    if (validator === undefined) {
      validator = ajv.compile(closed(schema))
      validators.set(schema, validator)
    }
    return validator
  }

  return {
    /** The problems of one answer, empty when it is as documented. */
    problems(method: string, path: string, response: LightMyRequestResponse): string[] {
      const operation = document.paths[path]?.[method.toLowerCase()]
      if (operation === undefined) return [`${method} ${path} is not documented`]
      const where = `${method} ${path} ${response.statusCode}`
      const documented = operation.responses[String(response.statusCode)]
      if (documented === undefined) {
        return [`${where} is not a documented status: ${response.body.slice(0, 200)}`]
      }
      const content = documented.content
      if (content === undefined) {
        return response.body === '' ? [] : [`${where} has a body, documented as none`]
      }
      const mediaType = String(response.headers['content-type'] ?? '').split(';')[0] ?? ''
      const media = content[mediaType]
      if (media === undefined) {
        return [`${where} answers ${mediaType}; documented: ${Object.keys(content).join(', ')}`]
      }
      if (mediaType !== 'application/json' || media.schema === undefined) return []
      const validate = validatorOf(media.schema)
      if (validate(response.json())) return []
      return (validate.errors ?? []).map(
        (error) => `${where}: ${error.instancePath || '/'} ${error.message ?? ''}`,
      )
    },
  }
}

/**
 * The schema with every object closed: an answer must not carry a field its documentation does
 * not name (the wire schemas leave objects open, as zod's parse does).
 */
function closed(schema: object): object {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (typeof node !== 'object' || node === null) return node
    const copy: Record<string, unknown> = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, visit(value)]),
    )
    if ('properties' in copy && !('additionalProperties' in copy)) {
      copy.additionalProperties = false
    }
    return copy
  }
  return visit(schema) as object
}
