import type { FastifyBaseLogger } from 'fastify'
import type { SessionsRepository } from '../repositories/sessionsRepository'

type Hook = (userUuid: string) => Promise<void>

export interface SessionEndNotices {
  /** The sessions, telling the hooks whose sessions ended with each logout or reset. */
  sessions: SessionsRepository
  /** Tells the hooks that the user's sessions ended by other means (the account deleted). */
  ended(userUuid: string): Promise<void>
  /** Adds what learns of ended sessions (the pulse hub, which closes their sockets). */
  onEnded(hook: Hook): void
}

/**
 * Wraps the sessions repository so that whatever ends sessions on purpose (logout, the
 * provider's logout of a grant, a password reset) tells the hooks once the rows are gone, with
 * the user whose sessions ended. Expiry is not told: whoever holds a session checks it anyway
 * (the pulse heartbeat). A hook that fails is logged; the session has ended all the same.
 */
export function sessionEndNotices(
  inner: SessionsRepository,
  log: FastifyBaseLogger,
): SessionEndNotices {
  const hooks: Hook[] = []
  const ended = async (userUuid: string) => {
    for (const hook of hooks) {
      await hook(userUuid).catch((err: unknown) =>
        log.warn({ err }, 'Could not announce that sessions ended'),
      )
    }
  }
  const sessions: SessionsRepository = {
    ...inner,
    async delete(idHash) {
      const session = await inner.delete(idHash)
      if (session !== undefined) await ended(session.userUuid)
      return session
    },
    async deleteLinkedTo(grantId) {
      const users = await inner.deleteLinkedTo(grantId)
      for (const userUuid of users) await ended(userUuid)
      return users
    },
    async deleteAllOf(userUuid) {
      await inner.deleteAllOf(userUuid)
      await ended(userUuid)
    },
  }
  return { sessions, ended, onEnded: (hook) => void hooks.push(hook) }
}
