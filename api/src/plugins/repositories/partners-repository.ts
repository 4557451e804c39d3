import type { AgreementStatus, PartnerLegalType, PartnerSortField } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database, Partner, PartnersTable } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import type { PageRequest } from '../../lib/collection';
import { HttpError } from '../../lib/http-error';
import { partnerSearchColumns } from '../../lib/partner-search';
import { containsWord, searchWords } from '../../lib/search-words';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { SortDirection } from '../../lib/list-order';
import { requestScope } from '../../lib/request-scope';
import { NIF, takenValuesIn } from '../../lib/taken-values';

/** Contact persons are users with this profile, linked to a partner by `partner_id`. */
export const CONTACT_PARTNER_PROFILE = 'partner';

export type { SortDirection };

export interface PartnerListFilter {
  search?: string;
  legalType?: PartnerLegalType;
  /** The status shown: an active agreement past its date counts as expired. */
  agreementStatus?: AgreementStatus;
  /** Today's calendar day (`YYYY-MM-DD`, Spain), against which expiration dates are compared. */
  today: string;
  /** In priority order; the id breaks ties so that pages never overlap. */
  order: { field: PartnerSortField; direction: SortDirection }[];
}

/** What staff write about a partner (create and update). */
export type PartnerValues = Omit<
  PartnersTable,
  'id' | 'tenant_id' | 'search_text' | 'name_key' | 'created_at' | 'updated_at' | 'version'
>;

export const partnerListColumns = [
  'id',
  'name',
  'legal_type',
  'nif',
  'email',
  'phone_prefix',
  'phone',
  'website',
  'agreement_status',
  'expiration_date',
  'created_at',
] as const;
export type PartnerListRow = Pick<Partner, (typeof partnerListColumns)[number]> & {
  contact_persons_count: number;
};

export interface PartnerContactRow {
  id: number;
  name: string;
  surname: string;
  email: string;
  job_title: string | null;
  phone_prefix_mobile: string | null;
  phone_mobile: string | null;
}

export const nifAlreadyExists = () =>
  new HttpError(422, 'validation-failed', 'Los datos enviados no son válidos.', [
    { propertyPath: 'nif', message: 'nif-already-exists' },
  ]);

export const partnerHasContactPersons = () =>
  new HttpError(
    409,
    'partner-has-contact-persons',
    'La entidad tiene personas de contacto: elimínalas o cámbialas de entidad antes de eliminarla.',
  );

export const partnerHasActivities = () =>
  new HttpError(
    409,
    'partner-has-activities',
    'La entidad participa en actividades: quítala de ellas antes de eliminarla.',
  );

/**
 * The partner organisations of the request's tenant. Every query filters by tenant (and, on PostgreSQL,
 * row-level security holds the same line), so no call reaches another tenant's partner.
 */
export interface PartnersRepository {
  list(
    request: FastifyRequest,
    filter: PartnerListFilter,
    page: PageRequest,
  ): Promise<{ rows: PartnerListRow[]; total: number }>;
  find(request: FastifyRequest, id: number): Promise<Partner | undefined>;
  /** One page of a list's rows without the count (an export reads the whole selection page by page). */
  rows(request: FastifyRequest, filter: PartnerListFilter, page: PageRequest): Promise<PartnerListRow[]>;
  /** The partner's contact persons (not deleted), by name. */
  contactPersons(request: FastifyRequest, partnerId: number): Promise<PartnerContactRow[]>;
  /** Whether another partner of the tenant already has this (normalised) NIF. */
  nifTaken(request: FastifyRequest, nif: string, exceptId?: number): Promise<boolean>;
  /** Which of these (normalised) NIFs a partner of the tenant already has. */
  takenNifs(request: FastifyRequest, nifs: string[]): Promise<Set<string>>;
  create(request: FastifyRequest, values: PartnerValues): Promise<Partner>;
  /**
   * Creates partners in one transaction (an import's batch): all of them or none. A NIF taken meanwhile leaves
   * its row out with `nif-already-exists`; `created` lists the indexes of the rows stored.
   */
  createMany(
    request: FastifyRequest,
    rows: PartnerValues[],
  ): Promise<{ created: number[]; refused: { index: number; reason: 'nif-already-exists' }[] }>;
  /** `version`: the one an If-Match named, claimed first (412 `resource-changed` when the row moved on). */
  update(
    request: FastifyRequest,
    id: number,
    values: PartnerValues,
    version?: number,
  ): Promise<Partner | undefined>;
  /** Deletes the partner; 409 `partner-has-contact-persons` while it has any. False when it does not exist. */
  remove(request: FastifyRequest, id: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    partnersRepository: PartnersRepository;
  }
}

const sortColumns = {
  name: 'name_key',
  createdAt: 'created_at',
  expirationDate: 'expiration_date',
} as const satisfies Record<PartnerSortField, keyof PartnersTable>;

const contactPersonsOf = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('users')
    .where('users.tenant_id', '=', tenantId)
    .where('users.profile', '=', CONTACT_PARTNER_PROFILE)
    .where('users.deleted_at', 'is', null);

export function partnerListQueries(
  db: Kysely<Database>,
  tenantId: number,
  filter: PartnerListFilter,
  page: PageRequest,
) {
  const postgres = isPostgres(db);
  let query = db.selectFrom('partners').where('partners.tenant_id', '=', tenantId);
  if (filter.legalType) query = query.where('legal_type', '=', filter.legalType);
  if (filter.agreementStatus === 'agreement_expired') {
    query = query.where((eb) =>
      eb.or([
        eb('agreement_status', '=', 'agreement_expired'),
        eb.and([eb('expiration_date', 'is not', null), eb('expiration_date', '<', filter.today)]),
      ]),
    );
  } else if (filter.agreementStatus === 'agreement_active') {
    query = query
      .where('agreement_status', '=', 'agreement_active')
      .where((eb) => eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>=', filter.today)]));
  }
  for (const word of searchWords(filter.search)) {
    query = query.where(containsWord(postgres, 'partners.search_text', word));
  }
  const count = query.select((eb) => eb.fn.countAll<number | string>().as('total'));
  let rows = query.select((eb) => [
    ...partnerListColumns.map((column) => `partners.${column}` as const),
    eb
      .selectFrom('users')
      .select((count) => count.fn.countAll<number | string>().as('n'))
      .whereRef('users.partner_id', '=', 'partners.id')
      .where('users.tenant_id', '=', tenantId)
      .where('users.profile', '=', CONTACT_PARTNER_PROFILE)
      .where('users.deleted_at', 'is', null)
      .as('contact_persons_count'),
  ]);
  for (const { field, direction } of filter.order) {
    // Partners without an expiration date (open-ended agreements) come last in either direction.
    if (field === 'expirationDate') {
      rows = rows.orderBy(sql`case when expiration_date is null then 1 else 0 end`, 'asc');
    }
    rows = rows.orderBy(sortColumns[field], direction);
  }
  rows = rows.orderBy('partners.id', filter.order[0]?.direction ?? 'asc');
  return { count, page: rows.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage) };
}

export const partnersRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const findIn = (db: Kysely<Database>, tenantId: number, id: number) =>
      db
        .selectFrom('partners')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    const toColumns = (values: PartnerValues) => ({ ...values, ...partnerSearchColumns(values) });

    app.decorate('partnersRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          const queries = partnerListQueries(db, tenantId, filter, page);
          const { total } = await queries.count.executeTakeFirstOrThrow();
          const rows = await queries.page.execute();
          return {
            rows: rows.map((row) => ({ ...row, contact_persons_count: Number(row.contact_persons_count) })),
            total: Number(total),
          };
        }),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      rows: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          const rows = await partnerListQueries(db, tenantId, filter, page).page.execute();
          return rows.map((row) => ({ ...row, contact_persons_count: Number(row.contact_persons_count) }));
        }),

      contactPersons: (request, partnerId) =>
        scoped(request, (db, tenantId) =>
          contactPersonsOf(db, tenantId)
            .select(['id', 'name', 'surname', 'email', 'job_title', 'phone_prefix_mobile', 'phone_mobile'])
            .where('partner_id', '=', partnerId)
            .orderBy('name_key')
            .orderBy('surname_key')
            .orderBy('id')
            .execute(),
        ),

      nifTaken: (request, nif, exceptId) =>
        scoped(request, async (db, tenantId) => {
          let query = db
            .selectFrom('partners')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('nif', '=', nif);
          if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
          return (await query.executeTakeFirst()) !== undefined;
        }),

      takenNifs: (request, nifs) => scoped(request, (db, tenantId) => takenValuesIn(db, tenantId, NIF, nifs)),

      createMany: (request, rows) =>
        scopedTransaction(request, async (db, tenantId) => {
          const taken = await takenValuesIn(
            db,
            tenantId,
            NIF,
            rows.map(({ nif }) => nif),
          );
          const created: number[] = [];
          const refused: { index: number; reason: 'nif-already-exists' }[] = [];
          const now = nowIso();
          for (const [index, values] of rows.entries()) {
            if (taken.has(values.nif)) {
              refused.push({ index, reason: 'nif-already-exists' });
              continue;
            }
            taken.add(values.nif);
            try {
              await db
                .insertInto('partners')
                .values({ ...toColumns(values), tenant_id: tenantId, created_at: now, updated_at: now })
                .execute();
            } catch (error) {
              // Registered by someone else between the check and the insert: the batch is not stored.
              if (isUniqueViolation(error)) throw nifAlreadyExists();
              throw error;
            }
            created.push(index);
          }
          return { created, refused };
        }),

      create: (request, values) =>
        scopedTransaction(request, async (db, tenantId) => {
          const now = nowIso();
          try {
            const { id } = await db
              .insertInto('partners')
              .values({ ...toColumns(values), tenant_id: tenantId, created_at: now, updated_at: now })
              .returning('id')
              .executeTakeFirstOrThrow();
            return (await findIn(db, tenantId, id))!;
          } catch (error) {
            if (isUniqueViolation(error)) throw nifAlreadyExists();
            throw error;
          }
        }),

      update: (request, id, values, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await claimVersion(db, 'partners', tenantId, id, version))) return undefined;
          if (!(await findIn(db, tenantId, id))) return undefined;
          try {
            await db
              .updateTable('partners')
              .set({ ...toColumns(values), updated_at: nowIso() })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', id)
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw nifAlreadyExists();
            throw error;
          }
          return findIn(db, tenantId, id);
        }),

      remove: (request, id) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await findIn(db, tenantId, id))) return false;
          const { count } = await contactPersonsOf(db, tenantId)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('partner_id', '=', id)
            .executeTakeFirstOrThrow();
          if (Number(count) > 0) throw partnerHasContactPersons();
          const activity = await db
            .selectFrom('activity_partners')
            .select('activity_id')
            .where('tenant_id', '=', tenantId)
            .where('partner_id', '=', id)
            .executeTakeFirst();
          if (activity) throw partnerHasActivities();
          await db.deleteFrom('partners').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
          return true;
        }),
    } satisfies PartnersRepository);
  },
  { name: 'partners-repository', dependencies: ['database', 'tenancy'] },
);
