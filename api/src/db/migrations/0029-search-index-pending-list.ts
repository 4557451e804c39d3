import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// The people search's trigram index takes new rows through a small pending list (64 kB, PostgreSQL's least)
// instead of one index insertion per trigram per row: an import of 1,000 volunteers spent about half its storing
// in those insertions (`pnpm bench:import`). 64 kB is flushed, sorted, by whichever insert fills it, so a search
// never scans more than that linearly and the planner's estimate of the index stays that of a clean one, which
// is what `fastupdate = off` was chosen for (0007). Without pg_trgm there is no index and nothing to change.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER INDEX IF EXISTS users_people_search_trgm_idx SET (fastupdate = on, gin_pending_list_limit = 64)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER INDEX IF EXISTS users_people_search_trgm_idx SET (fastupdate = off)`.execute(db);
  await sql`ALTER INDEX IF EXISTS users_people_search_trgm_idx RESET (gin_pending_list_limit)`.execute(db);
}
