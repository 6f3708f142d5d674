import type { FastifyInstance } from 'fastify'
import { categoryInputSchema, udmLimits } from '@/core/api/udm'
import { createUdmCategoriesRepository } from '../repositories/udmCategoriesRepository'
import { createUdmChartsRepository } from '../repositories/udmChartsRepository'
import { categoryDocument } from '../udm/chartDocuments'
import { chartCategoryRouteSchemas } from '../routeSchemas/documentSchemas'
import { registerCategoryRoutes, type CategoryRoutesOptions } from './categoryRoutes'

export type UdmCategoryRoutesOptions = CategoryRoutesOptions

/**
 * The user's chart categories (app.md section 7, /v1/udm/categories). Categories are private:
 * another user's is answered as missing. Versioned and idempotent like the charts.
 */
export async function udmCategoryRoutes(
  app: FastifyInstance,
  options: UdmCategoryRoutesOptions,
): Promise<void> {
  registerCategoryRoutes(app, options, {
    path: '/v1/udm/categories',
    createPaths: ['/v1/udm/categories'],
    categories: createUdmCategoriesRepository,
    // Its charts are kept: they move to uncategorized, each as a new version of the chart.
    uncategorize: (db, ownerUuid, categoryUuid, now) =>
      createUdmChartsRepository(db).uncategorize(ownerUuid, categoryUuid, now),
    parseInput: (body) => categoryInputSchema.parse(body),
    toDocument: categoryDocument,
    schemas: chartCategoryRouteSchemas,
    maxPerUser: udmLimits.maxCategoriesPerUser,
    tooMany: `An account keeps at most ${udmLimits.maxCategoriesPerUser} categories`,
    nameTaken: 'You already have a category with this name',
  })
}
