import qs from 'qs'
import { z } from 'zod'
import { strapiQuerySchema, type StrapiQuery } from '@/core/api/cms'
import { listIssues } from '../http/errorHandler'
import { badRequest } from '../http/httpError'

/**
 * Parses the raw query string the way Strapi does (`qs`: `filters[a][$eq]=b` becomes nesting)
 * and checks its shape. Lists may be long (`$in` over many metric codes), hence the array limit;
 * deeper nesting than `$or` inside a relation filter is not needed.
 */
export function parseStrapiQuery(rawQuery: string): StrapiQuery {
  const parsed = qs.parse(rawQuery, { depth: 8, arrayLimit: 500, parameterLimit: 1000 })
  const result = strapiQuerySchema.safeParse(parsed)
  if (!result.success) throw badRequest(`Invalid query: ${describeIssues(result.error)}`)
  return result.data
}

/** Issues named with the bracket paths the client wrote (`pagination[page]`), at most ten. */
function describeIssues(error: z.ZodError): string {
  const lines = error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `unknown parameter ${bracketPath([...issue.path, key])}`)
    }
    const path = bracketPath(issue.path)
    return [
      issue.message.startsWith(path) || path === '' ? issue.message : `${path}: ${issue.message}`,
    ]
  })
  return listIssues(lines)
}

export function bracketPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String)
  return head === undefined ? '' : head + rest.map((key) => `[${key}]`).join('')
}
