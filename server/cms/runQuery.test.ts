import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/httpError'
import type { CollectionSpec, Entity } from './collection'
import { parseStrapiQuery } from './parseQuery'
import { runListQuery, runSingleQuery } from './runQuery'

const spec: CollectionSpec = {
  name: 'things',
  fields: ['id', 'documentId', 'name', 'tier', 'kind', 'free'],
  relations: { tags: { fields: ['id', 'documentId', 'name', 'label'] }, assets: {} },
}

const tag = (id: number, name: string) => ({
  id,
  documentId: `t${id}`,
  name,
  label: name.toUpperCase(),
})

/** Five things: tiers 1..3, two kinds, tags and asset lists to filter relations by. */
const things: Entity[] = [
  {
    id: 1,
    documentId: 'a',
    name: 'Alpha',
    tier: 2,
    kind: 'x',
    free: true,
    tags: [tag(1, 'top')],
    assets: ['BTC'],
  },
  {
    id: 2,
    documentId: 'b',
    name: 'beta',
    tier: 1,
    kind: 'y',
    free: false,
    tags: [],
    assets: ['BTC', 'ETH'],
  },
  {
    id: 3,
    documentId: 'c',
    name: 'Gamma',
    tier: 3,
    kind: 'x',
    free: false,
    tags: [tag(2, 'defi')],
    assets: ['ETH'],
  },
  {
    id: 4,
    documentId: 'd',
    name: 'Delta',
    tier: 1,
    kind: null,
    free: true,
    tags: [tag(1, 'top'), tag(2, 'defi')],
    assets: [],
  },
  {
    id: 5,
    documentId: 'e',
    name: 'Epsilon',
    tier: 2.1,
    kind: 'y',
    free: false,
    tags: [],
    assets: ['SOL'],
  },
]

const run = (query: string, items = things) => runListQuery(spec, items, parseStrapiQuery(query))
const ids = (query: string) => run(query).data.map((thing) => thing.id)

function badRequestMessage(action: () => unknown): string {
  try {
    action()
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    return (error as HttpError).message
  }
  throw new Error('expected a 400')
}

describe('filters', () => {
  it('matches with $eq, the bare shorthand, $ne and typed values', () => {
    expect(ids('filters[kind][$eq]=x')).toEqual([1, 3])
    expect(ids('filters[kind]=y')).toEqual([2, 5])
    expect(ids('filters[tier][$eq]=2.1')).toEqual([5])
    expect(ids('filters[free][$eq]=true')).toEqual([1, 4])
    // A null kind is not x: $ne keeps it.
    expect(ids('filters[kind][$ne]=x')).toEqual([2, 4, 5])
  })

  it('matches with $in, $notIn, $contains, $containsi and comparisons', () => {
    expect(ids('filters[name][$in][0]=Alpha&filters[name][$in][1]=Gamma')).toEqual([1, 3])
    expect(ids('filters[name][$notIn][0]=Alpha&filters[name][$notIn][1]=Gamma')).toEqual([2, 4, 5])
    expect(ids('filters[name][$contains]=ta')).toEqual([2, 4])
    expect(ids('filters[name][$contains]=A')).toEqual([1])
    expect(ids('filters[name][$containsi]=A')).toEqual([1, 2, 3, 4])
    expect(ids('filters[tier][$gte]=2')).toEqual([1, 3, 5])
    expect(ids('filters[tier][$lt]=2')).toEqual([2, 4])
    expect(ids('filters[kind][$null]=true')).toEqual([4])
  })

  it('combines groups with $or, $and and $not', () => {
    expect(ids('filters[$or][0][tier][$eq]=3&filters[$or][1][name][$eq]=beta')).toEqual([2, 3])
    expect(ids('filters[$and][0][kind]=x&filters[$and][1][free]=true')).toEqual([1])
    expect(ids('filters[$not][kind]=x')).toEqual([2, 4, 5])
    // Several fields at one level must all match.
    expect(ids('filters[kind]=y&filters[tier][$eq]=1')).toEqual([2])
  })

  it('filters on relations: some related document or value matches', () => {
    expect(ids('filters[tags][name][$eq]=top')).toEqual([1, 4])
    expect(ids('filters[$or][0][tags][name][$eq]=defi&filters[$or][1][assets][$eq]=SOL')).toEqual([
      3, 4, 5,
    ])
    expect(ids('filters[assets][$eq]=ETH')).toEqual([2, 3])
    // On a list, $ne means that no element is the value.
    expect(ids('filters[assets][$ne]=BTC')).toEqual([3, 4, 5])
  })

  it('rejects unknown fields and operators with a message naming them', () => {
    expect(badRequestMessage(() => run('filters[colour][$eq]=red'))).toBe(
      'Invalid query: filters[colour]: unknown field "colour" of things',
    )
    expect(badRequestMessage(() => run('filters[name][$like]=a'))).toMatch(
      /^Invalid query: filters\[name\]\[\$like\]: unknown operator \$like/,
    )
    expect(badRequestMessage(() => run('filters[tags][colour][$eq]=a'))).toBe(
      'Invalid query: filters[tags][colour]: unknown field "colour" of tags',
    )
    expect(badRequestMessage(() => run('filters[name][$eq][0]=a'))).toMatch(/expected one value/)
  })
})

describe('sort', () => {
  it('sorts by one or several fields, ascending by default', () => {
    expect(ids('sort=tier')).toEqual([2, 4, 1, 5, 3])
    expect(ids('sort=tier:desc')).toEqual([3, 5, 1, 2, 4])
    // Strings compare by code point: lower-case 'beta' comes after 'Delta'.
    expect(ids('sort[0]=tier:asc&sort[1]=name:desc')).toEqual([2, 4, 1, 5, 3])
    expect(ids('sort[0]=tier:asc&sort[1]=name:asc')).toEqual([4, 2, 1, 5, 3])
    expect(ids('sort=kind:asc,id:desc')).toEqual([3, 1, 5, 2, 4])
  })

  it('rejects unknown fields and directions', () => {
    expect(badRequestMessage(() => run('sort=colour'))).toBe(
      'Invalid query: sort: unknown field "colour" of things',
    )
    expect(badRequestMessage(() => run('sort=name:up'))).toMatch(/must be field, field:asc/)
  })
})

describe('fields and populate', () => {
  it('keeps id and documentId and leaves relations out unless populated', () => {
    expect(run('fields[0]=name&filters[id]=1').data).toEqual([
      { id: 1, documentId: 'a', name: 'Alpha' },
    ])
    expect(run('fields=name,tier&filters[id]=1').data).toEqual([
      { id: 1, documentId: 'a', name: 'Alpha', tier: 2 },
    ])
    expect(Object.keys(run('filters[id]=1').data[0] ?? {})).toEqual([
      'id',
      'documentId',
      'name',
      'tier',
      'kind',
      'free',
    ])
  })

  it('populates all, by name, or with selected fields of the related documents', () => {
    expect(run('populate=*&fields=name&filters[id]=1').data).toEqual([
      { id: 1, documentId: 'a', name: 'Alpha', tags: [tag(1, 'top')], assets: ['BTC'] },
    ])
    expect(run('populate[0]=assets&fields=name&filters[id]=1').data[0]).toEqual({
      id: 1,
      documentId: 'a',
      name: 'Alpha',
      assets: ['BTC'],
    })
    expect(run('populate[tags][fields][0]=name&fields=name&filters[id]=1').data[0]).toEqual({
      id: 1,
      documentId: 'a',
      name: 'Alpha',
      tags: [{ id: 1, documentId: 't1', name: 'top' }],
    })
  })

  it('rejects unknown fields and relations', () => {
    expect(badRequestMessage(() => run('fields[0]=colour'))).toBe(
      'Invalid query: fields: unknown field "colour" of things',
    )
    expect(badRequestMessage(() => run('populate=owner'))).toBe(
      'Invalid query: populate: unknown relation "owner" of things',
    )
    expect(badRequestMessage(() => run('populate[assets][fields][0]=name'))).toMatch(
      /has no fields/,
    )
  })
})

describe('pagination', () => {
  const many: Entity[] = Array.from({ length: 53 }, (_, i) => ({ id: i + 1, documentId: `d${i}` }))

  it('defaults to page 1 of 25', () => {
    const { data, meta } = run('', many)
    expect(data).toHaveLength(25)
    expect(meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 3, total: 53 })
  })

  it('serves a short last page and an empty page past the end with the same totals', () => {
    const last = run('pagination[page]=6&pagination[pageSize]=10', many)
    expect(last.data.map((d) => d.id)).toEqual([51, 52, 53])
    expect(last.meta.pagination).toEqual({ page: 6, pageSize: 10, pageCount: 6, total: 53 })
    const beyond = run('pagination[page]=7&pagination[pageSize]=10', many)
    expect(beyond.data).toEqual([])
    expect(beyond.meta.pagination).toEqual({ page: 7, pageSize: 10, pageCount: 6, total: 53 })
  })

  it('counts after filtering, and caps the page size at 100', () => {
    expect(run('filters[id][$lte]=3', many).meta.pagination).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: 1,
      total: 3,
    })
    expect(run('filters[id][$gt]=100', many).meta.pagination).toMatchObject({
      pageCount: 0,
      total: 0,
    })
    expect(run('pagination[pageSize]=500', many).meta.pagination).toMatchObject({ pageSize: 100 })
  })

  it('supports start and limit', () => {
    const { data, meta } = run('pagination[start]=50&pagination[limit]=10', many)
    expect(data.map((d) => d.id)).toEqual([51, 52, 53])
    expect(meta.pagination).toEqual({ start: 50, limit: 10, total: 53 })
  })

  it('rejects non-numeric values, zero and mixed styles', () => {
    expect(badRequestMessage(() => run('pagination[page]=two'))).toBe(
      'Invalid query: pagination[page] must be a whole number',
    )
    expect(badRequestMessage(() => run('pagination[pageSize]=0'))).toBe(
      'Invalid query: pagination[pageSize] must be at least 1',
    )
    expect(badRequestMessage(() => run('pagination[page]=1&pagination[limit]=5'))).toMatch(
      /either page and pageSize or start and limit/,
    )
    expect(badRequestMessage(() => run('pagination[offset]=1'))).toBe(
      'Invalid query: unknown parameter pagination[offset]',
    )
    expect(badRequestMessage(() => run('colour=red'))).toBe(
      'Invalid query: unknown parameter colour',
    )
  })

  it('names at most ten problems, each at most 200 characters', () => {
    const unknown = Array.from({ length: 900 }, (_, n) => `p${n}=1`).join('&')
    const message = badRequestMessage(() => run(unknown))
    expect(message.split('; ')).toHaveLength(11)
    expect(message).toMatch(/^Invalid query: unknown parameter p0; .*; and 890 more$/)
    const long = badRequestMessage(() => run(`${'k'.repeat(5_000)}=1`))
    expect(long).toBe(`Invalid query: unknown parameter ${'k'.repeat(199 - 18)}…`)
  })
})

describe('single documents', () => {
  it('applies fields and populate, and refuses list parameters', () => {
    const thing = things[0] ?? {}
    expect(runSingleQuery(spec, thing, parseStrapiQuery('fields=name&populate=assets'))).toEqual({
      data: { id: 1, documentId: 'a', name: 'Alpha', assets: ['BTC'] },
      meta: {},
    })
    expect(
      badRequestMessage(() => runSingleQuery(spec, thing, parseStrapiQuery('sort=name'))),
    ).toMatch(/sort does not apply/)
  })
})
