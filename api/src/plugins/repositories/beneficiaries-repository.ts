import {
  adultBirthdayCutoff,
  type AgeGroup,
  type BeneficiarySortField,
  calendarDay,
  type DisabilityType,
  tutorDataOf,
} from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql, type SqlBool } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { BeneficiariesTable, Beneficiary, Database } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import type { PageRequest } from '../../lib/collection';
import { unprocessable } from '../../lib/http-error';
import { searchWords } from '../../lib/search-words';
import { personSearchColumns } from '../../lib/person-search';
import type { SortDirection } from '../../lib/list-order';
import { ANONYMISED_PERSON_FIELDS } from '../../lib/anonymise-user';
import { requestScope } from '../../lib/request-scope';
import { placesAwaitingConsent } from './awaiting-consent';

export type { SortDirection };

const sortColumns = {
  name: 'name_key',
  surname: 'surname_key',
  createdAt: 'created_at',
  birthday: 'birthday',
} as const satisfies Record<BeneficiarySortField, keyof BeneficiariesTable>;

export interface BeneficiaryListFilter {
  search?: string;
  ageGroup?: AgeGroup;
  hasDisability?: boolean;
  disability?: DisabilityType;
  /** Only the beneficiaries taking part (any status) in interventions of the activities this person coordinates. */
  coordinatorId?: number;
  /** Only the minors whose place in a coming session waits for their tutor's answer. */
  awaitingConsent?: boolean;
  /** In priority order; the id breaks ties so that pages never overlap. */
  order: { field: BeneficiarySortField; direction: SortDirection }[];
}

/** What staff write about a beneficiary (create and update); the rest is derived or kept by the repository. */
export type BeneficiaryValues = Omit<
  BeneficiariesTable,
  | 'id'
  | 'tenant_id'
  | 'has_disability'
  | 'version'
  | 'search_text'
  | 'name_key'
  | 'surname_key'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
>;

export const beneficiaryListColumns = [
  'id',
  'name',
  'surname',
  'email',
  'phone_prefix_mobile',
  'phone_mobile',
  'identification',
  'birthday',
  'disability',
  'tutor_id',
  'created_at',
] as const;
export type BeneficiaryListRow = Pick<Beneficiary, (typeof beneficiaryListColumns)[number]>;

export type TutoredRow = Pick<Beneficiary, 'id' | 'name' | 'surname' | 'birthday'>;

type TutorColumns = Pick<
  BeneficiariesTable,
  'tutor_name' | 'tutor_surname' | 'tutor_email' | 'tutor_phone' | 'tutor_address'
>;

/**
 * The tutor fields an adult beneficiary gives the people they tutor (the shared `tutorDataOf`, which the form also
 * shows): name, surname, email, a phone (the mobile, else the other one) and the street address. Null where the
 * adult has nothing, so that what was typed stays.
 */
export function tutorCopyOf(adult: Beneficiary): TutorColumns {
  const data = tutorDataOf({
    name: adult.name,
    surname: adult.surname,
    email: adult.email,
    phonePrefixMobile: adult.phone_prefix_mobile,
    phoneMobile: adult.phone_mobile,
    phonePrefix: adult.phone_prefix,
    phone: adult.phone,
    address: adult.address,
  });
  return {
    tutor_name: data.tutorName,
    tutor_surname: data.tutorSurname,
    tutor_email: data.tutorEmail,
    tutor_phone: data.tutorPhone,
    tutor_address: data.tutorAddress,
  };
}

const givenOnly = (columns: TutorColumns): Partial<TutorColumns> =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== null));

const tutorNotAvailable = () => unprocessable([{ propertyPath: 'tutor', message: 'field-not-valid-option' }]);

/**
 * The beneficiaries of the request's tenant. Every query filters by tenant and leaves out deleted (anonymised)
 * people, so no call reaches another tenant's beneficiary.
 */
export interface BeneficiariesRepository {
  list(
    request: FastifyRequest,
    filter: BeneficiaryListFilter,
    page: PageRequest,
  ): Promise<{ rows: BeneficiaryListRow[]; total: number }>;
  find(request: FastifyRequest, id: number): Promise<Beneficiary | undefined>;
  /** The beneficiaries whose linked tutor is `id`, by name. */
  tutoredBy(request: FastifyRequest, id: number): Promise<TutoredRow[]>;
  create(request: FastifyRequest, values: BeneficiaryValues): Promise<Beneficiary>;
  /** Updates the beneficiary and refreshes the tutor data copied into the people they tutor. */
  /** `version`: the one an If-Match named, claimed first (412 `resource-changed` when the row moved on). */
  update(
    request: FastifyRequest,
    id: number,
    values: BeneficiaryValues,
    version?: number,
  ): Promise<Beneficiary | undefined>;
  /**
   * Anonymises the beneficiary (tutor data included) and records who deleted them, when and why. The people
   * they tutored keep their own record and the tutor data copied into it; only the link goes.
   */
  remove(request: FastifyRequest, id: number, reason: string, staffId: number): Promise<boolean>;
  /** One page of a list's rows without the count (an export reads the whole selection page by page). */
  rows(
    request: FastifyRequest,
    filter: BeneficiaryListFilter,
    page: PageRequest,
  ): Promise<BeneficiaryListRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    beneficiariesRepository: BeneficiariesRepository;
  }
}

const activeBeneficiaries = (db: Kysely<Database>, tenantId: number) =>
  db.selectFrom('beneficiaries').where('tenant_id', '=', tenantId).where('deleted_at', 'is', null);

/**
 * The page and the count of a list request. The count runs on the same filters, so the same indexes answer
 * both (checked in test/db/beneficiary-list-indexes.test.ts).
 */
export function beneficiaryListQueries(
  db: Kysely<Database>,
  tenantId: number,
  filter: BeneficiaryListFilter,
  page: PageRequest,
  today: Date = new Date(),
) {
  const contains = isPostgres(db) ? 'strpos' : 'instr';
  let query = activeBeneficiaries(db, tenantId);
  if (filter.ageGroup) {
    // Born after the cutoff: not 18 yet today.
    query = query.where('birthday', filter.ageGroup === 'minor' ? '>' : '<=', adultBirthdayCutoff(today));
  }
  if (filter.hasDisability !== undefined)
    query = query.where('has_disability', '=', filter.hasDisability ? 1 : 0);
  if (filter.disability) {
    query = query
      .where('has_disability', '=', 1)
      .where(
        sql<SqlBool>`${sql.raw(contains)}(${sql.ref('disability')}, ${JSON.stringify(filter.disability)}) > 0`,
      );
  }
  const { coordinatorId } = filter;
  if (coordinatorId !== undefined) {
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('intervention_participants')
        .innerJoin('interventions', 'interventions.id', 'intervention_participants.intervention_id')
        .innerJoin('activities', 'activities.id', 'interventions.activity_id')
        .select('intervention_participants.beneficiary_id')
        .where('intervention_participants.tenant_id', '=', tenantId)
        .where('intervention_participants.beneficiary_id', 'is not', null)
        .where('activities.coordinator_id', '=', coordinatorId),
    );
  }
  if (filter.awaitingConsent) {
    query = query.where(
      'id',
      'in',
      placesAwaitingConsent(db, tenantId, calendarDay(today)).select('p.beneficiary_id'),
    );
  }
  let matching = query;
  const words = searchWords(filter.search);
  for (const word of words) {
    matching = matching.where(sql<SqlBool>`${sql.raw(contains)}(${sql.ref('search_text')}, ${word}) > 0`);
  }
  const count = matching.select((eb) => eb.fn.countAll<number | string>().as('total'));
  // As for volunteers: a search reads the narrow search index first, then only the matching rows.
  const paged = words.length ? query.where('id', 'in', matching.select('id')) : query;
  let rows = paged.select([...beneficiaryListColumns]);
  for (const { field, direction } of filter.order) rows = rows.orderBy(sortColumns[field], direction);
  rows = rows.orderBy('id', filter.order[0]?.direction ?? 'asc');
  return { count, page: rows.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage) };
}

export const beneficiariesRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const findIn = (db: Kysely<Database>, tenantId: number, id: number) =>
      activeBeneficiaries(db, tenantId).selectAll().where('id', '=', id).executeTakeFirst();

    const toColumns = (values: BeneficiaryValues) => ({
      ...values,
      has_disability: values.disability && values.disability !== '[]' ? 1 : 0,
      ...personSearchColumns({ ...values, email: values.email ?? '' }),
    });

    /** The linked tutor must still be there when the write happens (it may have been deleted meanwhile). */
    const checkTutor = async (db: Kysely<Database>, tenantId: number, values: BeneficiaryValues) => {
      if (values.tutor_id !== null && !(await findIn(db, tenantId, values.tutor_id)))
        throw tutorNotAvailable();
    };

    app.decorate('beneficiariesRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          const queries = beneficiaryListQueries(db, tenantId, filter, page);
          const { total } = await queries.count.executeTakeFirstOrThrow();
          return { rows: await queries.page.execute(), total: Number(total) };
        }),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      tutoredBy: (request, id) =>
        scoped(request, (db, tenantId) =>
          activeBeneficiaries(db, tenantId)
            .select(['id', 'name', 'surname', 'birthday'])
            .where('tutor_id', '=', id)
            .orderBy('name_key')
            .orderBy('surname_key')
            .orderBy('id')
            .execute(),
        ),

      create: (request, values) =>
        scopedTransaction(request, async (db, tenantId) => {
          await checkTutor(db, tenantId, values);
          const now = nowIso();
          const { id } = await db
            .insertInto('beneficiaries')
            .values({ ...toColumns(values), tenant_id: tenantId, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          return (await findIn(db, tenantId, id))!;
        }),

      update: (request, id, values, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await claimVersion(db, 'beneficiaries', tenantId, id, version))) return undefined;
          if (!(await findIn(db, tenantId, id))) return undefined;
          await checkTutor(db, tenantId, values);
          const now = nowIso();
          await db
            .updateTable('beneficiaries')
            .set({ ...toColumns(values), updated_at: now })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          const updated = (await findIn(db, tenantId, id))!;
          // The people this beneficiary tutors carry a copy of their data: keep it current.
          await db
            .updateTable('beneficiaries')
            .set({ ...givenOnly(tutorCopyOf(updated)), updated_at: now })
            .where('tenant_id', '=', tenantId)
            .where('tutor_id', '=', id)
            .where('deleted_at', 'is', null)
            .execute();
          return updated;
        }),

      remove: (request, id, reason, staffId) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await findIn(db, tenantId, id))) return false;
          const now = nowIso();
          // The row stays (the audit record points to it) but keeps nothing personal.
          await db
            .updateTable('beneficiaries')
            .set({
              ...ANONYMISED_PERSON_FIELDS,
              email: null,
              has_disability: 0,
              notes: null,
              tutor_id: null,
              tutor_name: null,
              tutor_surname: null,
              tutor_email: null,
              tutor_phone: null,
              tutor_address: null,
              relation: null,
              deleted_at: now,
              updated_at: now,
            })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          // The people they tutored keep their record and the copied tutor data; the link to a deleted
          // person goes.
          await db
            .updateTable('beneficiaries')
            .set({ tutor_id: null, updated_at: now })
            .where('tenant_id', '=', tenantId)
            .where('tutor_id', '=', id)
            .execute();
          await db
            .insertInto('beneficiary_deletions')
            .values({
              tenant_id: tenantId,
              beneficiary_id: id,
              reason,
              deleted_by_id: staffId,
              deleted_at: now,
            })
            .execute();
          return true;
        }),

      rows: (request, filter, page) =>
        scoped(request, (db, tenantId) => beneficiaryListQueries(db, tenantId, filter, page).page.execute()),
    } satisfies BeneficiariesRepository);
  },
  { name: 'beneficiaries-repository', dependencies: ['database', 'tenancy'] },
);
