import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { type SurveyResponse, type SurveySubmission, type SurveyType } from '@/core/api/surveys'
import type { Database, SurveyResponsesTable } from '../db/schema'

export interface SurveyResponsesRepository {
  /** Stores a validated submission for the user; answers the stored response. */
  add(userUuid: string, submission: SurveySubmission): Promise<SurveyResponse>
  /** The user's responses, newest first; never another user's. */
  listByUser(userUuid: string): Promise<SurveyResponse[]>
  /** The user's newest response of one survey type, if any. */
  latestOfType(userUuid: string, surveyType: SurveyType): Promise<SurveyResponse | undefined>
}

export function createSurveyResponsesRepository(
  db: Kysely<Database>,
  { clock = Date.now }: { clock?: () => number } = {},
): SurveyResponsesRepository {
  const byUser = (userUuid: string) =>
    db
      .selectFrom('survey_responses')
      .selectAll()
      .where('user_uuid', '=', userUuid)
      .orderBy('created_at', 'desc')
      // Two responses in the same millisecond still come back in one stable order.
      .orderBy('id')

  return {
    async add(userUuid, { surveyType, ...answers }) {
      const row = {
        id: randomUUID(),
        user_uuid: userUuid,
        survey_type: surveyType,
        answers: JSON.stringify(answers),
        created_at: clock(),
      }
      await db.insertInto('survey_responses').values(row).execute()
      return toResponse(row)
    },

    async listByUser(userUuid) {
      return (await byUser(userUuid).execute()).map(toResponse)
    },

    async latestOfType(userUuid, surveyType) {
      const row = await byUser(userUuid)
        .where('survey_type', '=', surveyType)
        .limit(1)
        .executeTakeFirst()
      return row && toResponse(row)
    },
  }
}

/**
 * Answers were validated before they were stored and are returned as they were given: a response
 * from before a question was added stays readable rather than failing a newer schema.
 */
function toResponse(row: Selectable<SurveyResponsesTable>): SurveyResponse {
  return {
    id: row.id,
    surveyType: row.survey_type,
    answers: JSON.parse(row.answers),
    // PostgreSQL answers bigint as a string.
    createdAt: Number(row.created_at),
  } as SurveyResponse
}
