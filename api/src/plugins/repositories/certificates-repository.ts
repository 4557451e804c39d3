import { CERTIFICATE_RETENTION_YEARS } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PageRequest } from '../../lib/collection';
import type { CertificateSession } from '../../lib/certificate-pdf';
import { requestScope } from '../../lib/request-scope';
import { VOLUNTEER_PROFILE } from './volunteers-repository';

// Certificates of volunteering issued (docs/adr/0073-certificates-of-volunteering.md): each one with its PDF as
// sent, kept ten years (spec §9) and then deleted by the retention job.

/** The volunteer a certificate is for, as it prints them. */
export interface CertificateVolunteer {
  id: number;
  name: string;
  surname: string;
  identificationType: string | null;
  identification: string | null;
  /** The language they chose for what they are sent; null until first seen signed in. */
  language: string | null;
}

/** A certificate as stored, without its PDF, with who it is for and who issued it. */
export interface CertificateRow {
  id: number;
  reference: string;
  user_id: number;
  user_name: string;
  user_surname: string;
  issued_by_id: number | null;
  issued_by_name: string | null;
  issued_by_surname: string | null;
  issued_at: string;
  period_from: string | null;
  period_to: string | null;
  sessions: number;
  total_minutes: number;
  language: string;
  sha256: string;
}

export interface NewCertificate {
  reference: string;
  userId: number;
  issuedById: number;
  issuedAt: string;
  from: string | null;
  to: string | null;
  sessions: number;
  totalMinutes: number;
  language: string;
  sha256: string;
  pdf: Buffer;
}

export interface CertificatesRepository {
  /** The tenant's volunteer (not deleted), as a certificate prints them; undefined for anybody else. */
  volunteer(request: FastifyRequest, userId: number): Promise<CertificateVolunteer | undefined>;
  /** The sessions the volunteer attended in the period (days included; null ends open), oldest first. */
  attendedSessions(
    request: FastifyRequest,
    userId: number,
    period: { from: string | null; to: string | null },
  ): Promise<CertificateSession[]>;
  /** Stores a certificate; false when its reference is taken already (the caller draws another). */
  insert(request: FastifyRequest, certificate: NewCertificate): Promise<number | false>;
  /** A page of the volunteer's certificates, newest first, with their count. */
  list(
    request: FastifyRequest,
    userId: number,
    page: PageRequest,
  ): Promise<{ rows: CertificateRow[]; total: number }>;
  /** One certificate of the volunteer; undefined when it is not theirs or not the tenant's. */
  find(request: FastifyRequest, userId: number, id: number): Promise<CertificateRow | undefined>;
  /** The certificate printed with this reference in the tenant, if any. */
  findByReference(request: FastifyRequest, reference: string): Promise<CertificateRow | undefined>;
  /** The PDF of one certificate of the volunteer, as it was sent. */
  pdf(request: FastifyRequest, userId: number, id: number): Promise<Buffer | undefined>;
  /**
   * Deletes, in every tenant, the certificates older than the retention (ten years); returns how many went.
   * Maintenance: it runs as the connecting owner, not in a request's tenant; idempotent.
   */
  purgeExpired(options?: { now?: Date }): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    certificatesRepository: CertificatesRepository;
  }
}

/** The instant before which certificates are older than the retention of spec §9. */
export function certificateRetentionCutoff(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CERTIFICATE_RETENTION_YEARS);
  return cutoff.toISOString();
}

const toBuffer = (bytes: Uint8Array | Buffer): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const listQuery = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('certificates as c')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'c.user_id').on('u.tenant_id', '=', tenantId))
    .leftJoin('users as i', (join) =>
      join.onRef('i.id', '=', 'c.issued_by_id').on('i.tenant_id', '=', tenantId),
    )
    .where('c.tenant_id', '=', tenantId);

const rowColumns = [
  'c.id',
  'c.reference',
  'c.user_id',
  'u.name as user_name',
  'u.surname as user_surname',
  'c.issued_by_id',
  'i.name as issued_by_name',
  'i.surname as issued_by_surname',
  'c.issued_at',
  'c.period_from',
  'c.period_to',
  'c.sessions',
  'c.total_minutes',
  'c.language',
  'c.sha256',
] as const;

export const certificatesRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);
    const repository: CertificatesRepository = {
      volunteer: (request, userId) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('users as u')
            .leftJoin('user_settings as s', (join) =>
              join.onRef('s.user_id', '=', 'u.id').onRef('s.tenant_id', '=', 'u.tenant_id'),
            )
            .select([
              'u.id',
              'u.name',
              'u.surname',
              'u.identification_type',
              'u.identification',
              's.language',
            ])
            .where('u.tenant_id', '=', tenantId)
            .where('u.id', '=', userId)
            .where('u.profile', '=', VOLUNTEER_PROFILE)
            .where('u.deleted_at', 'is', null)
            .executeTakeFirst();
          if (!row) return undefined;
          return {
            id: row.id,
            name: row.name,
            surname: row.surname,
            identificationType: row.identification_type,
            identification: row.identification,
            language: row.language ?? null,
          };
        }),

      attendedSessions: (request, userId, period) =>
        scoped(request, async (db, tenantId) => {
          let query = db
            .selectFrom('intervention_participants as p')
            .innerJoin('interventions as i', (join) =>
              join.onRef('i.id', '=', 'p.intervention_id').onRef('i.tenant_id', '=', 'p.tenant_id'),
            )
            .innerJoin('activities as a', (join) =>
              join.onRef('a.id', '=', 'i.activity_id').onRef('a.tenant_id', '=', 'i.tenant_id'),
            )
            .select(['i.date', 'a.id as activity_id', 'a.name as activity_name', 'p.attended_minutes'])
            .where('p.tenant_id', '=', tenantId)
            .where('p.user_id', '=', userId)
            .where('p.role', '=', 'volunteer')
            .where('p.attendance', '=', 'attended');
          if (period.from) query = query.where('i.date', '>=', period.from);
          if (period.to) query = query.where('i.date', '<=', period.to);
          const rows = await query.orderBy('i.date').orderBy('i.schedule_start').orderBy('i.id').execute();
          return rows.map((row) => ({
            date: row.date,
            activityId: row.activity_id,
            activityName: row.activity_name,
            minutes: row.attended_minutes ?? 0,
          }));
        }),

      insert: (request, certificate) =>
        scoped(request, async (db, tenantId) => {
          const taken = await db
            .selectFrom('certificates')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('reference', '=', certificate.reference)
            .executeTakeFirst();
          if (taken) return false;
          const row = await db
            .insertInto('certificates')
            .values({
              tenant_id: tenantId,
              reference: certificate.reference,
              user_id: certificate.userId,
              issued_by_id: certificate.issuedById,
              issued_at: certificate.issuedAt,
              period_from: certificate.from,
              period_to: certificate.to,
              sessions: certificate.sessions,
              total_minutes: certificate.totalMinutes,
              language: certificate.language,
              sha256: certificate.sha256,
              pdf: certificate.pdf,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        }),

      list: (request, userId, page) =>
        scoped(request, async (db, tenantId) => {
          const base = listQuery(db, tenantId).where('c.user_id', '=', userId);
          const { total } = await base
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow();
          const rows = await base
            .select([...rowColumns])
            .orderBy('c.issued_at', 'desc')
            .orderBy('c.id', 'desc')
            .limit(page.itemsPerPage)
            .offset((page.page - 1) * page.itemsPerPage)
            .execute();
          return { rows, total: Number(total) };
        }),

      find: (request, userId, id) =>
        scoped(request, (db, tenantId) =>
          listQuery(db, tenantId)
            .select([...rowColumns])
            .where('c.user_id', '=', userId)
            .where('c.id', '=', id)
            .executeTakeFirst(),
        ),

      findByReference: (request, reference) =>
        scoped(request, (db, tenantId) =>
          listQuery(db, tenantId)
            .select([...rowColumns])
            .where('c.reference', '=', reference)
            .executeTakeFirst(),
        ),

      pdf: (request, userId, id) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('certificates')
            .select('pdf')
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .executeTakeFirst();
          return row ? toBuffer(row.pdf) : undefined;
        }),

      purgeExpired: async ({ now = new Date() } = {}) => {
        const result = await app.db
          .deleteFrom('certificates')
          .where('issued_at', '<', certificateRetentionCutoff(now))
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      },
    };
    app.decorate('certificatesRepository', repository);
  },
  { name: 'certificates-repository', dependencies: ['database', 'tenancy'] },
);
