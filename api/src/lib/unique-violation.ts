/** A unique constraint refused the write (SQLite or PostgreSQL), e.g. two requests creating the same email. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
