import type { FastifyInstance } from 'fastify'
import { dashboardCategoryInputSchema, dashboardLimits, uncategorized } from '@/core/api/dashboards'
import { categoryDocument, uncategorizedDocument } from '../dashboards/dashboardDocuments'
import { parseBody } from '../dashboards/parseBody'
import { forbidden } from '../http/httpError'
import { createDashboardCategoriesRepository } from '../repositories/dashboardCategoriesRepository'
import { createDashboardsRepository } from '../repositories/dashboardsRepository'
import { dashboardCategoryRouteSchemas } from '../routeSchemas/documentSchemas'
import { registerCategoryRoutes, type CategoryRoutesOptions } from './categoryRoutes'

export type DashboardCategoryRoutesOptions = CategoryRoutesOptions

/**
 * The user's dashboard categories (app.md section 7, /v1/dashboards/categories). Categories are
 * private: another user's is answered as missing. "uncategorized" is always there and is not
 * the user's to rename or delete. Versioned and idempotent like the dashboards.
 */
export async function dashboardCategoryRoutes(
  app: FastifyInstance,
  options: DashboardCategoryRoutesOptions,
): Promise<void> {
  registerCategoryRoutes(app, options, {
    path: '/v1/dashboards/categories',
    // POST /create as app.md section 7 writes it; POST on the collection as /v1/udm/categories.
    createPaths: ['/v1/dashboards/categories/create', '/v1/dashboards/categories'],
    categories: createDashboardCategoriesRepository,
    // Its dashboards are kept: they move to uncategorized, each as a new version of the dashboard.
    uncategorize: (db, ownerUuid, categoryUuid, now) =>
      createDashboardsRepository(db).uncategorize(ownerUuid, categoryUuid, now),
    parseInput: (body) => parseBody(dashboardCategoryInputSchema, body),
    toDocument: categoryDocument,
    schemas: dashboardCategoryRouteSchemas,
    uncategorized: uncategorizedDocument,
    refuseId: (id) => {
      if (id.toLowerCase() === uncategorized) {
        throw forbidden('The uncategorized category cannot be renamed or deleted')
      }
    },
    maxPerUser: dashboardLimits.maxCategoriesPerUser,
    tooMany: `An account keeps at most ${dashboardLimits.maxCategoriesPerUser} dashboard categories`,
    nameTaken: 'You already have a dashboard category with this name',
  })
}
