import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ContactMessage, ContactTopic } from '@/core/api/contactForm'
import type { Database } from '../db/schema'

export interface StoredContactMessage extends ContactMessage {
  id: string
  createdAt: number
}

export interface ContactMessagesRepository {
  /** Stores a validated message; answers its id and time. */
  create(message: ContactMessage): Promise<{ id: string; createdAt: number }>
  /** The latest messages first, of one topic or all. */
  listRecent(limit: number, topic?: ContactTopic): Promise<StoredContactMessage[]>
}

export function createContactMessagesRepository(
  db: Kysely<Database>,
  { clock = Date.now }: { clock?: () => number } = {},
): ContactMessagesRepository {
  return {
    async create(message) {
      const id = randomUUID()
      const createdAt = clock()
      await db
        .insertInto('contact_messages')
        .values({
          id,
          created_at: createdAt,
          topic: message.topic,
          name: message.name,
          email: message.email,
          message: message.message,
          page: message.page ?? null,
        })
        .execute()
      return { id, createdAt }
    },

    async listRecent(limit, topic) {
      let query = db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
      if (topic !== undefined) query = query.where('topic', '=', topic)
      const rows = await query.execute()
      return rows.map((row) => ({
        id: row.id,
        createdAt: Number(row.created_at),
        topic: row.topic as ContactTopic,
        name: row.name,
        email: row.email,
        message: row.message,
        ...(row.page === null ? {} : { page: row.page }),
      }))
    },
  }
}
