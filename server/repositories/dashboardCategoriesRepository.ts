import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import {
  createCategoriesRepository,
  type CategoriesRepository,
  type CategoryRecord,
} from './categoriesRepository'

/** What a dashboard category tells of its dashboards. */
export interface DashboardCategoryContents {
  /** The owner's dashboards filed in it, newest first. */
  items: string[]
}

/** A user's dashboard category. Times in milliseconds. */
export type StoredDashboardCategory = CategoryRecord & DashboardCategoryContents

export type DashboardCategoriesRepository = CategoriesRepository<DashboardCategoryContents>

export function createDashboardCategoriesRepository(
  db: Kysely<Database>,
): DashboardCategoriesRepository {
  return createCategoriesRepository(db, {
    categories: 'dashboard_categories',
    documents: 'dashboards',
    contents: (items) => ({ items }),
  })
}
