import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/createDatabase'
import { createMemoryPulseHub } from './memoryPulseHub'
import { createPostgresPulseHub } from './postgresPulseHub'
import type { PulseHub } from './pulseHub'

/**
 * The pulse hub for the server's database: LISTEN/NOTIFY over PostgreSQL (several instances
 * may share it), in memory over SQLite (one process). Resolves once it is listening.
 */
export function createPulseHub(
  database: DatabaseHandle,
  options: { logger: FastifyBaseLogger; channel?: string },
): Promise<PulseHub> {
  return database.dialect === 'postgres'
    ? createPostgresPulseHub(database, options)
    : Promise.resolve(createMemoryPulseHub(options.logger))
}
