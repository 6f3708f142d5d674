import { readFileSync } from 'node:fs'

/** Full paths of src/routeTree.gen.ts (`FileRoutesByFullPath`), e.g. '/charts/$id'. */
export function routeTreePaths(): string[] {
  const source = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1]
  if (block === undefined) throw new Error('FileRoutesByFullPath not found in the route tree')
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '')
}
