import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import {
  createCategoriesRepository,
  type CategoriesRepository,
  type CategoryRecord,
} from './categoriesRepository'

/** What a chart category tells of its charts. */
export interface ChartCategoryContents {
  /** How many of the owner's charts are filed in it. */
  chartCount: number
}

/** A user's chart category. Times in milliseconds. */
export type StoredCategory = CategoryRecord & ChartCategoryContents

export type UdmCategoriesRepository = CategoriesRepository<ChartCategoryContents>

export function createUdmCategoriesRepository(db: Kysely<Database>): UdmCategoriesRepository {
  return createCategoriesRepository(db, {
    categories: 'udm_categories',
    documents: 'udm_charts',
    contents: (items) => ({ chartCount: items.length }),
  })
}
