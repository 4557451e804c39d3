import type { ContactPartnerSortField } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database, User, UsersTable } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import { invitedAccountColumns } from '../../lib/activation';
import { anonymiseUser } from '../../lib/anonymise-user';
import type { PageRequest } from '../../lib/collection';
import { emailAlreadyExists } from '../../lib/http-error';
import type { PersonColumns } from '../../lib/person-payload';
import { personSearchColumns } from '../../lib/person-search';
import { containsWord, searchWords } from '../../lib/search-words';
import { isUniqueViolation } from '../../lib/unique-violation';
import { CONTACT_PARTNER_PROFILE, type SortDirection } from './partners-repository';
import { requestScope } from '../../lib/request-scope';

const sortColumns = {
  name: 'users.name_key',
  surname: 'users.surname_key',
  email: 'users.email',
  createdAt: 'users.created_at',
} as const;

export interface ContactPartnerListFilter {
  search?: string;
  /** Only the contact persons of this partner (an id of the tenant; another tenant's finds nobody). */
  partnerId?: number;
  order: { field: ContactPartnerSortField; direction: SortDirection }[];
}

/** What staff write about a contact person (create and update). */
export type ContactPartnerValues = Omit<PersonColumns, 'disability'> &
  Pick<UsersTable, 'job_title'> & { partner_id: number };

/** A contact person with the name of their organisation. */
export type ContactPartnerRow = User & { partner_name: string | null };

export const contactPartnerListColumns = [
  'id',
  'name',
  'surname',
  'email',
  'phone_prefix_mobile',
  'phone_mobile',
  'job_title',
  'partner_id',
  'active',
  'created_at',
] as const;
export type ContactPartnerListRow = Pick<User, (typeof contactPartnerListColumns)[number]> & {
  partner_name: string | null;
};

/**
 * The contact persons of the request's tenant: users with the profile `partner`, not deleted. Every query
 * filters by tenant, so no call reaches another tenant's person, and the partner joined is the tenant's own.
 */
export interface ContactPartnersRepository {
  list(
    request: FastifyRequest,
    filter: ContactPartnerListFilter,
    page: PageRequest,
  ): Promise<{ rows: ContactPartnerListRow[]; total: number }>;
  find(request: FastifyRequest, id: number): Promise<ContactPartnerRow | undefined>;
  /** Creates the invited contact person (no password until they activate the account). */
  create(
    request: FastifyRequest,
    values: ContactPartnerValues,
    activation: { code: string; expiresAt: string },
  ): Promise<ContactPartnerRow>;
  /** `version`: the one an If-Match named, claimed first (412 `resource-changed` when the row moved on). */
  update(
    request: FastifyRequest,
    id: number,
    values: ContactPartnerValues,
    version?: number,
  ): Promise<ContactPartnerRow | undefined>;
  /** Anonymises the person, ends their sessions and records who deleted them, when and why. */
  remove(request: FastifyRequest, id: number, reason: string, staffId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contactPartnersRepository: ContactPartnersRepository;
  }
}

const contactPersons = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('users')
    .leftJoin('partners', (join) =>
      join.onRef('partners.id', '=', 'users.partner_id').on('partners.tenant_id', '=', tenantId),
    )
    .where('users.tenant_id', '=', tenantId)
    .where('users.profile', '=', CONTACT_PARTNER_PROFILE)
    .where('users.deleted_at', 'is', null);

export const contactPartnersRepositoryPlugin = fp(
  async (app) => {
    const postgres = isPostgres(app.db);
    const { scoped, scopedTransaction } = requestScope(app.db);
    const findIn = (db: Kysely<Database>, tenantId: number, id: number) =>
      contactPersons(db, tenantId)
        .selectAll('users')
        .select('partners.name as partner_name')
        .where('users.id', '=', id)
        .executeTakeFirst();
    const toColumns = (values: ContactPartnerValues) => ({ ...values, ...personSearchColumns(values) });

    app.decorate('contactPartnersRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          let query = contactPersons(db, tenantId);
          if (filter.partnerId !== undefined) query = query.where('users.partner_id', '=', filter.partnerId);
          for (const word of searchWords(filter.search)) {
            query = query.where(containsWord(postgres, 'users.search_text', word));
          }
          const { total } = await query
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow();
          let rows = query.select([
            ...contactPartnerListColumns.map((column) => `users.${column}` as const),
            'partners.name as partner_name',
          ]);
          for (const { field, direction } of filter.order) rows = rows.orderBy(sortColumns[field], direction);
          rows = rows.orderBy('users.id', filter.order[0]?.direction ?? 'asc');
          const pageRows = await rows
            .limit(page.itemsPerPage)
            .offset((page.page - 1) * page.itemsPerPage)
            .execute();
          return { rows: pageRows, total: Number(total) };
        }),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      create: (request, values, activation) =>
        scopedTransaction(request, async (db, tenantId) => {
          try {
            const { id } = await db
              .insertInto('users')
              .values({
                ...toColumns(values),
                ...invitedAccountColumns(tenantId, activation),
                profile: CONTACT_PARTNER_PROFILE,
                roles: JSON.stringify(['user', 'partner']),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            return (await findIn(db, tenantId, id))!;
          } catch (error) {
            if (isUniqueViolation(error)) throw emailAlreadyExists();
            throw error;
          }
        }),

      update: (request, id, values, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await claimVersion(db, 'users', tenantId, id, version))) return undefined;
          if (!(await findIn(db, tenantId, id))) return undefined;
          try {
            await db
              .updateTable('users')
              .set({ ...toColumns(values), updated_at: nowIso() })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', id)
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw emailAlreadyExists();
            throw error;
          }
          return findIn(db, tenantId, id);
        }),

      remove: (request, id, reason, staffId) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await findIn(db, tenantId, id))) return false;
          // The same anonymisation as a volunteer's; the link to the organisation goes too.
          await anonymiseUser(db, {
            tenantId,
            userId: id,
            profile: CONTACT_PARTNER_PROFILE,
            reason,
            deletedById: staffId,
          });
          return true;
        }),
    } satisfies ContactPartnersRepository);
  },
  { name: 'contact-partners-repository', dependencies: ['database', 'tenancy'] },
);
