import type { ColumnType } from 'kysely'

/** Messages of the contact form (migration 0025, repositories/contactMessagesRepository.ts). */
export interface ContactMessagesTable {
  id: string
  /** Milliseconds since the epoch; PostgreSQL answers bigint as a string. */
  created_at: ColumnType<number | string, number, never>
  topic: string
  name: string
  email: string
  message: string
  /** The app's page the form was opened from. */
  page: string | null
}
