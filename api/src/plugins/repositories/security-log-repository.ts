import {
  EMAIL_GENERAL_MAX_LENGTH,
  SECURITY_LOG_RETENTION_YEARS,
  type SecurityEventDetails,
  type SecurityEventType,
} from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql, type SqlBool } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PageRequest } from '../../lib/collection';
import type { SortDirection } from '../../lib/list-order';
import { requestScope } from '../../lib/request-scope';

/** What a route (or the sign-in code) tells the log; everything else is read from the request. */
export interface SecurityEventInput {
  type: SecurityEventType;
  /**
   * Who did it: by default the request's signed-in user; give it where nobody is signed in yet (a successful
   * sign-in names the account that signed in), or null for an anonymous event (a failed sign-in).
   */
  actorId?: number | null;
  /**
   * Whom or what it concerns: a person's account, the resource's IRI (`/api/volunteers/5`, `/api/places/2`), and
   * for a failed sign-in the email that was tried (kept as typed, cut at 254 characters).
   */
  subject?: { userId?: number | null; iri?: string | null; email?: string | null };
  /** A few plain values (see SecurityEventDetails); keys that name secrets are dropped, long texts cut. */
  details?: SecurityEventDetails;
}

export interface SecurityEventFilter {
  /** One entry (its item's address). */
  id?: number;
  type?: SecurityEventType;
  actorId?: number;
  /** ISO instants: from `from` included to `before` excluded. */
  from?: string;
  before?: string;
  /** Part of an email: the one a failed sign-in tried, the actor's or the concerned person's (any case). */
  search?: string;
  direction: SortDirection;
}

/** A log entry with the accounts it names, as they are now. */
export interface SecurityEventListRow {
  id: number;
  occurred_at: string;
  type: string;
  actor_id: number | null;
  subject_user_id: number | null;
  subject_iri: string | null;
  subject_email: string | null;
  ip_address: string | null;
  user_agent: string | null;
  details: string;
  actor_name: string | null;
  actor_surname: string | null;
  actor_email: string | null;
  subject_name: string | null;
  subject_surname: string | null;
  subject_user_email: string | null;
}

export interface SecurityLogRepository {
  /**
   * Adds an entry for the request's tenant, with the request's address and user agent. It never fails the request
   * it belongs to: a failure is logged, and the request goes on.
   */
  record(request: FastifyRequest, event: SecurityEventInput): Promise<void>;
  /** A page of the request's tenant's log, newest first unless asked otherwise, with its total. */
  list(
    request: FastifyRequest,
    filter: SecurityEventFilter,
    page: PageRequest,
  ): Promise<{ rows: SecurityEventListRow[]; total: number }>;
  /**
   * Deletes, in every tenant, the entries older than the retention (two years), a batch at a time so that the
   * table is never held for long; returns how many went. Maintenance: it runs as the connecting owner, not in a
   * request's tenant. Deleting what is already gone is harmless, so several processes may run it at once.
   */
  purgeExpired(options?: { now?: Date; batchSize?: number }): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    securityLogRepository: SecurityLogRepository;
  }
}

/** A user agent is kept up to this length: enough to tell browsers and devices apart. */
export const USER_AGENT_MAX_LENGTH = 512;
/** At most this many details, each text up to this length: a summary, not a payload. */
export const DETAILS_MAX_KEYS = 12;
export const DETAIL_TEXT_MAX_LENGTH = 200;
/** Rows the retention job deletes per statement. */
export const PURGE_BATCH_SIZE = 1000;

// A detail whose name speaks of a secret is never written, whatever the caller passed.
const SECRET_KEY = /pass|token|secret|code|otp|hash|key/i;
const DETAIL_KEY = /^[a-zA-Z][a-zA-Z0-9]{0,31}$/;

const cut = (value: string | null | undefined, max: number): string | null =>
  value === null || value === undefined ? null : [...value].slice(0, max).join('');

/** The details as they are stored: plain values under plain names, nothing secret, nothing long. */
export function safeDetails(details: SecurityEventDetails | undefined): SecurityEventDetails {
  const safe: SecurityEventDetails = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (Object.keys(safe).length >= DETAILS_MAX_KEYS) break;
    if (!DETAIL_KEY.test(key) || SECRET_KEY.test(key)) continue;
    if (typeof value === 'string') safe[key] = cut(value, DETAIL_TEXT_MAX_LENGTH);
    else if (typeof value === 'number' && Number.isFinite(value)) safe[key] = value;
    else if (typeof value === 'boolean' || value === null) safe[key] = value;
  }
  return safe;
}

/** The instant before which entries are older than the retention of spec §9. */
export function retentionCutoff(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - SECURITY_LOG_RETENTION_YEARS);
  return cutoff.toISOString();
}

const containsText = (postgres: boolean, column: string, text: string) =>
  sql<SqlBool>`${sql.raw(postgres ? 'strpos' : 'instr')}(lower(${sql.ref(column)}), ${text}) > 0`;

export function securityEventListQueries(
  db: Kysely<Database>,
  tenantId: number,
  filter: SecurityEventFilter,
  page: PageRequest,
) {
  let query = db
    .selectFrom('security_events as e')
    .leftJoin('users as actor', (join) =>
      join.onRef('actor.id', '=', 'e.actor_id').on('actor.tenant_id', '=', tenantId),
    )
    .leftJoin('users as subject', (join) =>
      join.onRef('subject.id', '=', 'e.subject_user_id').on('subject.tenant_id', '=', tenantId),
    )
    .where('e.tenant_id', '=', tenantId);
  if (filter.id !== undefined) query = query.where('e.id', '=', filter.id);
  if (filter.type) query = query.where('e.type', '=', filter.type);
  if (filter.actorId !== undefined) query = query.where('e.actor_id', '=', filter.actorId);
  if (filter.from) query = query.where('e.occurred_at', '>=', filter.from);
  if (filter.before) query = query.where('e.occurred_at', '<', filter.before);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const postgres = isPostgres(db);
    query = query.where((eb) =>
      eb.or([
        containsText(postgres, 'e.subject_email', search),
        containsText(postgres, 'actor.email', search),
        containsText(postgres, 'subject.email', search),
      ]),
    );
  }
  const count = query.select((eb) => eb.fn.countAll<number | string>().as('total'));
  const rows = query
    .select([
      'e.id',
      'e.occurred_at',
      'e.type',
      'e.actor_id',
      'e.subject_user_id',
      'e.subject_iri',
      'e.subject_email',
      'e.ip_address',
      'e.user_agent',
      'e.details',
      'actor.name as actor_name',
      'actor.surname as actor_surname',
      'actor.email as actor_email',
      'subject.name as subject_name',
      'subject.surname as subject_surname',
      'subject.email as subject_user_email',
    ])
    .orderBy('e.occurred_at', filter.direction)
    .orderBy('e.id', filter.direction)
    .limit(page.itemsPerPage)
    .offset((page.page - 1) * page.itemsPerPage);
  return { count, page: rows };
}

export const securityLogRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);
    const postgres = isPostgres(app.db);

    app.decorate('securityLogRepository', {
      record: async (request, event) => {
        try {
          // A request without a tenant (an unknown host) has no log to write to.
          if (!request.tenant) {
            request.log.warn({ type: event.type }, 'security event without a tenant: not recorded');
            return;
          }
          const actorId = event.actorId !== undefined ? event.actorId : (request.currentUser?.id ?? null);
          const userAgent = request.headers['user-agent'];
          await scoped(request, (db, tenantId) =>
            db
              .insertInto('security_events')
              .values({
                tenant_id: tenantId,
                occurred_at: nowIso(),
                type: event.type,
                actor_id: actorId,
                subject_user_id: event.subject?.userId ?? null,
                subject_iri: event.subject?.iri ?? null,
                subject_email: cut(event.subject?.email, EMAIL_GENERAL_MAX_LENGTH),
                ip_address: request.ip || null,
                user_agent: cut(typeof userAgent === 'string' ? userAgent : null, USER_AGENT_MAX_LENGTH),
                details: JSON.stringify(safeDetails(event.details)),
              })
              .execute(),
          );
        } catch (error) {
          request.log.error({ err: error, type: event.type }, 'security event not recorded');
        }
      },

      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          const queries = securityEventListQueries(db, tenantId, filter, page);
          const { total } = await queries.count.executeTakeFirstOrThrow();
          return { rows: await queries.page.execute(), total: Number(total) };
        }),

      purgeExpired: async ({ now = new Date(), batchSize = PURGE_BATCH_SIZE } = {}) => {
        const cutoff = retentionCutoff(now);
        const tenants = await app.db.selectFrom('tenants').select('id').orderBy('id').execute();
        let deleted = 0;
        for (const { id: tenantId } of tenants) {
          for (;;) {
            // Walks the tenant's time index: the oldest entries first, one batch per statement. On PostgreSQL
            // another process's batch is skipped, not waited for: processes share the work and never deadlock.
            let batch = app.db
              .selectFrom('security_events')
              .select('id')
              .where('tenant_id', '=', tenantId)
              .where('occurred_at', '<', cutoff)
              .orderBy('occurred_at')
              .limit(batchSize);
            if (postgres) batch = batch.forUpdate().skipLocked();
            const result = await app.db
              .deleteFrom('security_events')
              .where('id', 'in', batch)
              .executeTakeFirst();
            const count = Number(result.numDeletedRows);
            deleted += count;
            if (count < batchSize) break;
            // Requests go first between batches (SQLite runs each statement on the event loop's thread).
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
        return deleted;
      },
    } satisfies SecurityLogRepository);
  },
  { name: 'security-log-repository', dependencies: ['database', 'tenancy'] },
);
