import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DemoFormSubmission } from '@/core/demoForm'
import { dbBoolean, fromDbBoolean } from '../db/booleans'
import type { Database } from '../db/schema'

export interface StoredEnterpriseForm {
  id: string
  createdAt: number
  isGuest: boolean
  submission: DemoFormSubmission
}

export interface EnterpriseFormRepository {
  /** Stores a validated submission; answers its id. */
  create(submission: DemoFormSubmission): Promise<{ id: string; createdAt: number }>
  /** The latest submissions first, for the sales hand-off. */
  listRecent(limit: number): Promise<StoredEnterpriseForm[]>
}

export function createEnterpriseFormRepository(
  db: Kysely<Database>,
  { clock = Date.now }: { clock?: () => number } = {},
): EnterpriseFormRepository {
  return {
    async create(submission) {
      const id = randomUUID()
      const createdAt = clock()
      await db
        .insertInto('enterprise_form_submissions')
        .values({
          id,
          created_at: createdAt,
          email: submission.email,
          company_type: submission.companyType,
          user_plan: submission.userPlan,
          is_guest: dbBoolean(submission.isGuest),
          payload: JSON.stringify(submission),
        })
        .execute()
      return { id, createdAt }
    },

    async listRecent(limit) {
      const rows = await db
        .selectFrom('enterprise_form_submissions')
        .select(['id', 'created_at', 'is_guest', 'payload'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        id: row.id,
        // PostgreSQL answers bigint as a string.
        createdAt: Number(row.created_at),
        isGuest: fromDbBoolean(row.is_guest),
        submission: JSON.parse(row.payload) as DemoFormSubmission,
      }))
    },
  }
}
