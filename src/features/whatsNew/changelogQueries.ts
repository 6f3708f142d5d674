import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { changelogItemSchema, strapiListSchema } from '@/core/api/cms'
import { changelogPageSize } from '@/core/constants'
import { requestJson } from '@/lib/api/client'

/*
 * The What's New items of the content service (GET /cms/changelogs; app.md section 7:
 * sorted by publishAt descending, paged by page and pageSize 5).
 */

const changelogListSchema = strapiListSchema(changelogItemSchema)
const publishedSchema = z.object({ data: z.array(z.object({ publishAt: z.iso.datetime() })) })

/** A page of the items, of one year (UTC) or of all. */
export function changelogPageQuery(page: number, year: number | undefined) {
  const params = new URLSearchParams({
    sort: 'publishAt:desc',
    'pagination[page]': String(page),
    'pagination[pageSize]': String(changelogPageSize),
  })
  if (year !== undefined) {
    params.set('filters[publishAt][$gte]', `${year}-01-01T00:00:00.000Z`)
    params.set('filters[publishAt][$lt]', `${year + 1}-01-01T00:00:00.000Z`)
  }
  return queryOptions({
    queryKey: ['cms', 'changelogs', { page, year: year ?? null }],
    queryFn: async () => changelogListSchema.parse(await requestJson(`/cms/changelogs?${params}`)),
  })
}

/** The years that have items, newest first: from the newest item's to the oldest's. */
export const changelogYearsQuery = queryOptions({
  queryKey: ['cms', 'changelogs', 'years'],
  queryFn: async (): Promise<number[]> => {
    const edge = async (order: 'asc' | 'desc') => {
      const query = `sort=publishAt:${order}&pagination[pageSize]=1&fields[0]=publishAt`
      const body = publishedSchema.parse(await requestJson(`/cms/changelogs?${query}`))
      const first = body.data[0]
      return first === undefined ? undefined : new Date(first.publishAt).getUTCFullYear()
    }
    const [newest, oldest] = await Promise.all([edge('desc'), edge('asc')])
    if (newest === undefined || oldest === undefined) return []
    return Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i)
  },
})
