/**
 * Whether a query failed on a unique or primary key, on either database: PostgreSQL's
 * `unique_violation` (SQLSTATE 23505) or SQLite's constraint codes. For a write whose check
 * ran before a concurrent one committed the same key: the caller answers 409, not 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false
  const { code } = error as { code: unknown }
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  )
}
