import type { ConsentView } from '@enlace/shared/contracts';
import { ageGroupOf, type ParticipantStatus } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import { type ConsentLink, mailParticipationConsent, mailVolunteerConsent } from '../../lib/consent-mail';
import {
  assertFoundFor,
  assertOpenTo,
  assertVolunteerMayTakePart,
  GUARDIAN_CONSENT_LIFETIME_MS,
  isCompleted,
  maximumOf,
  type ParticipantRole,
  type ParticipationIntervention,
  type PersonRef,
  placeText,
  roleOfKind,
  userKind,
} from '../../lib/participation';
import {
  alreadySubscribed,
  cannotRemoveCompleted,
  COMPLETED,
  consentAlreadyGiven,
  consentCodeExpired,
  consentDeclined,
  interventionNotFound,
  invalidConsentCode,
  LIMIT_REACHED,
  notPendingConsent,
  notSubscribed,
  participantNotFound,
  personNotValid,
  tutorEmailRequired,
  volunteerNotFound,
  volunteerNotMinor,
} from '../../lib/participation-errors';
import { requestScope } from '../../lib/request-scope';
import { randomToken, sha256 } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import { fillFreedPlaces, placesHeldByOffers, type WaitingListOutcome } from '../../lib/waiting-list';
import { tenantOf } from '../tenancy';

export type { ParticipantStatus };

/**
 * One participant with the person and, while pending, the tutor's open consent request; once the tutor declined,
 * when and why.
 */
export interface ParticipantView {
  id: number;
  interventionId: number;
  role: ParticipantRole;
  status: ParticipantStatus;
  source: 'self' | 'staff';
  createdAt: string;
  person: {
    kind: PersonRef['kind'];
    id: number;
    name: string;
    surname: string;
    isMinor: boolean;
  };
  consent: { sentAt: string; expiresAt: string; tutorEmail: string } | null;
  declined: { at: string; reason: string | null } | null;
}

export type { ConsentView };

export interface AddOptions {
  source: 'self' | 'staff';
  addedById: number;
}

export interface ParticipantsRepository {
  /** The intervention of the request's tenant; undefined when it does not exist there. */
  findIntervention(request: FastifyRequest, id: number): Promise<ParticipationIntervention | undefined>;
  /** Every participant of the intervention (volunteers, employees, beneficiaries), by role then name. */
  list(request: FastifyRequest, interventionId: number): Promise<ParticipantView[]>;
  find(
    request: FastifyRequest,
    interventionId: number,
    participantId: number,
  ): Promise<ParticipantView | undefined>;
  /**
   * Adds the person to the intervention, checking every rule inside the write's transaction (the intervention's row
   * locked on PostgreSQL; SQLite runs one transaction at a time): 404 when the intervention does not exist (or, for a
   * volunteer's own subscription, is not visible to volunteers), completed, not ready (self only), already there,
   * the role's maximum reached. A minor beneficiary is added `pending` and the tutor gets the consent email.
   */
  add(
    request: FastifyRequest,
    interventionId: number,
    person: PersonRef,
    options: AddOptions,
  ): Promise<ParticipantView>;
  /**
   * Removes a participant (staff: any; `ownUserId`: only that volunteer's own, for unsubscribing). 404 when it does
   * not exist; 409 once the intervention is completed.
   */
  remove(
    request: FastifyRequest,
    interventionId: number,
    target: { participantId: number } | { ownUserId: number },
  ): Promise<{ userId: number | null; waitingList: WaitingListOutcome[] }>;
  /**
   * Sends the tutor a new consent email for a pending participant; the previous code stops working. 409
   * `consent-declined` once the tutor declined: the family is not asked again for this session.
   */
  resendConsent(
    request: FastifyRequest,
    interventionId: number,
    participantId: number,
  ): Promise<ParticipantView>;
  /**
   * Asks a minor volunteer's tutor (users.tutor_email) to authorise volunteering: a new consent code (any open one
   * is revoked) and the email. 404 when the volunteer does not exist; 409 `volunteer-not-minor`, or
   * `consent-declined` once the tutor declined; 422 `tutor-email-required`.
   */
  requestVolunteerConsent(
    request: FastifyRequest,
    volunteerId: number,
  ): Promise<{ sentAt: string; expiresAt: string; tutorEmail: string }>;
  /**
   * What the code is about (public): 404 unknown or replaced, 410 expired; a used code says `consented`, a
   * declined one `declined`.
   */
  consentByCode(request: FastifyRequest, code: string): Promise<ConsentView>;
  /**
   * Records the tutor's consent: the participant is confirmed, or the volunteer authorised. 409
   * `consent-already-given` when used, `consent-declined` when the tutor declined through it.
   */
  confirmConsent(request: FastifyRequest, code: string): Promise<{ volunteerId: number | null }>;
  /**
   * Records the tutor's refusal, with the reason they gave: the participant is `declined` (the minor does not
   * take part and the place is free again), or the volunteer stays unauthorised. 409 `consent-already-given`
   * after an authorisation, `consent-declined` when declined already.
   */
  declineConsent(request: FastifyRequest, code: string, reason: string | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    participantsRepository: ParticipantsRepository;
  }
}

type Tx = Kysely<Database>;

interface NewConsent extends ConsentLink {
  expiresAt: string;
}

export const findInterventionIn = async (
  db: Tx,
  tenantId: number,
  id: number,
  lock: boolean,
): Promise<ParticipationIntervention | undefined> => {
  let query = db
    .selectFrom('interventions')
    .innerJoin('activities', 'activities.id', 'interventions.activity_id')
    .leftJoin('places', 'places.id', 'interventions.place_id')
    .select([
      'interventions.id',
      'interventions.activity_id',
      'activities.name as activity_name',
      'activities.status as activity_status',
      'interventions.date',
      'interventions.schedule_start',
      'interventions.schedule_end',
      'interventions.max_volunteers',
      'interventions.max_employees',
      'interventions.max_beneficiaries',
      'places.name as place_name',
      'places.address as place_address',
    ])
    .where('interventions.tenant_id', '=', tenantId)
    .where('interventions.id', '=', id);
  // The lock that queues every write to this intervention's participants (PostgreSQL).
  if (lock) query = query.forUpdate('interventions');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    activityId: row.activity_id,
    activityName: row.activity_name,
    activityStatus: row.activity_status,
    date: row.date,
    scheduleStart: row.schedule_start,
    scheduleEnd: row.schedule_end,
    maxVolunteers: row.max_volunteers,
    maxEmployees: row.max_employees,
    maxBeneficiaries: row.max_beneficiaries,
    placeName: row.place_name,
    placeAddress: row.place_address,
  };
};
async function listIn(db: Tx, tenantId: number, interventionId: number, participantId?: number) {
  let query = db
    .selectFrom('intervention_participants as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('beneficiaries as b', 'b.id', 'p.beneficiary_id')
    .select([
      'p.id',
      'p.intervention_id',
      'p.role',
      'p.status',
      'p.source',
      'p.created_at',
      'p.user_id',
      'p.beneficiary_id',
      'u.name as user_name',
      'u.surname as user_surname',
      'u.birthday as user_birthday',
      'u.profile as user_profile',
      'u.roles as user_roles',
      'b.name as beneficiary_name',
      'b.surname as beneficiary_surname',
      'b.birthday as beneficiary_birthday',
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.intervention_id', '=', interventionId);
  if (participantId !== undefined) query = query.where('p.id', '=', participantId);
  const rows = await query.orderBy('p.id').execute();
  const pending = rows.filter((row) => row.status === 'pending').map((row) => row.id);
  const consents = pending.length
    ? await db
        .selectFrom('guardian_consents')
        .select(['participant_id', 'created_at', 'expires_at', 'tutor_email'])
        .where('tenant_id', '=', tenantId)
        .where('participant_id', 'in', pending)
        .where('revoked_at', 'is', null)
        .where('consented_at', 'is', null)
        .where('declined_at', 'is', null)
        .orderBy('id', 'desc')
        .execute()
    : [];
  const declinedIds = rows.filter((row) => row.status === 'declined').map((row) => row.id);
  const declines = declinedIds.length
    ? await db
        .selectFrom('guardian_consents')
        .select(['participant_id', 'declined_at', 'decline_reason'])
        .where('tenant_id', '=', tenantId)
        .where('participant_id', 'in', declinedIds)
        .where('declined_at', 'is not', null)
        .execute()
    : [];
  const views: ParticipantView[] = rows.map((row) => {
    const consent = consents.find((c) => c.participant_id === row.id);
    const decline = declines.find((d) => d.participant_id === row.id);
    const isUser = row.user_id !== null;
    return {
      id: row.id,
      interventionId: row.intervention_id,
      role: row.role as ParticipantRole,
      status: row.status as ParticipantStatus,
      source: row.source as 'self' | 'staff',
      createdAt: row.created_at,
      person: {
        kind: isUser ? userKind(row.user_profile ?? '', row.user_roles ?? '[]') : 'beneficiary',
        id: (isUser ? row.user_id : row.beneficiary_id) as number,
        name: (isUser ? row.user_name : row.beneficiary_name) ?? '',
        surname: (isUser ? row.user_surname : row.beneficiary_surname) ?? '',
        isMinor: ageGroupOf(isUser ? row.user_birthday : row.beneficiary_birthday) === 'minor',
      },
      consent: consent
        ? { sentAt: consent.created_at, expiresAt: consent.expires_at, tutorEmail: consent.tutor_email }
        : null,
      declined: decline ? { at: decline.declined_at!, reason: decline.decline_reason } : null,
    };
  });
  const order = { volunteer: 0, employee: 1, beneficiary: 2 };
  return views.sort(
    (a, b) =>
      order[a.role] - order[b.role] ||
      a.person.surname.localeCompare(b.person.surname, 'es') ||
      a.person.name.localeCompare(b.person.name, 'es') ||
      a.id - b.id,
  );
}

/** A new consent code for the participant or the volunteer; the open ones are revoked (the newest link counts). */
async function newConsentIn(
  db: Tx,
  tenantId: number,
  target: { participantId: number } | { volunteerId: number },
  tutorEmail: string,
): Promise<NewConsent> {
  const now = nowIso();
  let revoke = db
    .updateTable('guardian_consents')
    .set({ revoked_at: now })
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .where('consented_at', 'is', null)
    .where('declined_at', 'is', null);
  revoke =
    'participantId' in target
      ? revoke.where('participant_id', '=', target.participantId)
      : revoke.where('volunteer_id', '=', target.volunteerId);
  await revoke.execute();
  const code = randomToken(32);
  const expiresAt = new Date(Date.now() + GUARDIAN_CONSENT_LIFETIME_MS).toISOString();
  await db
    .insertInto('guardian_consents')
    .values({
      tenant_id: tenantId,
      code_hash: sha256(code),
      participant_id: 'participantId' in target ? target.participantId : null,
      volunteer_id: 'volunteerId' in target ? target.volunteerId : null,
      tutor_email: tutorEmail,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { code, tutorEmail, expiresAt };
}

/** The beneficiary's tutor email: the copy on the record, else the linked adult's own. */
async function beneficiaryTutorEmail(
  db: Tx,
  tenantId: number,
  beneficiaryId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('beneficiaries as b')
    .leftJoin('beneficiaries as t', (join) =>
      join.onRef('t.id', '=', 'b.tutor_id').on('t.deleted_at', 'is', null),
    )
    .select(['b.tutor_email', 't.email as linked_email'])
    .where('b.tenant_id', '=', tenantId)
    .where('b.id', '=', beneficiaryId)
    .executeTakeFirst();
  const email = row?.tutor_email?.trim() || row?.linked_email?.trim();
  return email || null;
}

export const participantsRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    const postgres = isPostgres(app.db);
    const { scoped, scopedTransaction } = requestScope(app.db);

    /** The person behind an IRI, of this tenant and of the right list; 422 at `person` otherwise. */
    const personIn = async (db: Tx, tenantId: number, person: PersonRef) => {
      if (person.kind === 'beneficiary') {
        const row = await db
          .selectFrom('beneficiaries')
          .select(['id', 'name', 'surname', 'birthday'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', person.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) throw personNotValid();
        return { ...row, validated: true, guardianConsentedAt: null };
      }
      const row = await db
        .selectFrom('users')
        .select(['id', 'name', 'surname', 'birthday', 'profile', 'roles', 'validated_at', 'status'])
        .select('guardian_consented_at')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', person.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row || userKind(row.profile, row.roles) !== person.kind) throw personNotValid();
      if (row.profile !== 'volunteer' && row.profile !== 'employee') throw personNotValid();
      return {
        ...row,
        validated: row.profile !== 'volunteer' || (row.validated_at !== null && row.status === 'validated'),
        guardianConsentedAt: row.guardian_consented_at,
      };
    };

    const repository: ParticipantsRepository = {
      findIntervention: (request, id) =>
        scoped(request, (db, tenantId) => findInterventionIn(db, tenantId, id, false)),

      list: (request, interventionId) =>
        scoped(request, (db, tenantId) => listIn(db, tenantId, interventionId)),

      find: async (request, interventionId, participantId) =>
        (await scoped(request, (db, tenantId) => listIn(db, tenantId, interventionId, participantId)))[0],

      add: async (request, interventionId, person, options) => {
        const role = roleOfKind(person.kind);
        const self = options.source === 'self';
        const outcome = await scopedTransaction(request, async (db, tenantId) => {
          const intervention = await findInterventionIn(db, tenantId, interventionId, postgres);
          // The refusals in their order (docs/adr/0060): a volunteer does not see a draft or a cancelled activity
          // at all.
          assertFoundFor(intervention, self);
          const who = await personIn(db, tenantId, person);
          if (role === 'volunteer') assertVolunteerMayTakePart(who);
          assertOpenTo(intervention, role, self);
          const column = role === 'beneficiary' ? 'beneficiary_id' : 'user_id';
          const existing = await db
            .selectFrom('intervention_participants')
            .select(['id', 'status'])
            .where('tenant_id', '=', tenantId)
            .where('intervention_id', '=', interventionId)
            .where(column, '=', person.id)
            .executeTakeFirst();
          // The tutor declined this session: the family is not asked again for it.
          if (existing?.status === 'declined') throw consentDeclined();
          if (existing) throw alreadySubscribed();
          // Pending participants (waiting for a tutor) hold their place; declined ones do not.
          const { count } = await db
            .selectFrom('intervention_participants')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('tenant_id', '=', tenantId)
            .where('intervention_id', '=', interventionId)
            .where('role', '=', role)
            .where('status', '!=', 'declined')
            .executeTakeFirstOrThrow();
          // A place offered to someone of the waiting list stays theirs until they answer (docs/adr/0077).
          const held =
            role === 'volunteer' ? await placesHeldByOffers(db, tenantId, interventionId, person.id) : 0;
          if (Number(count) + held >= maximumOf(intervention, role)) throw LIMIT_REACHED[role]();

          const minor = role === 'beneficiary' && ageGroupOf(who.birthday) === 'minor';
          const tutorEmail = minor ? await beneficiaryTutorEmail(db, tenantId, person.id) : null;
          if (minor && !tutorEmail) throw tutorEmailRequired();
          const now = nowIso();
          let id: number;
          try {
            ({ id } = await db
              .insertInto('intervention_participants')
              .values({
                tenant_id: tenantId,
                intervention_id: interventionId,
                role,
                user_id: role === 'beneficiary' ? null : person.id,
                beneficiary_id: role === 'beneficiary' ? person.id : null,
                status: minor ? 'pending' : 'confirmed',
                source: options.source,
                added_by_id: options.addedById,
                created_at: now,
                confirmed_at: minor ? null : now,
              })
              .returning('id')
              .executeTakeFirstOrThrow());
          } catch (error) {
            // The unique index holds the line if two requests for the same person ever slip past the check.
            if (isUniqueViolation(error)) throw alreadySubscribed();
            throw error;
          }
          // Taking part takes them out of the session's waiting list, an open offer included.
          if (role === 'volunteer') {
            await db
              .deleteFrom('waiting_list_entries')
              .where('tenant_id', '=', tenantId)
              .where('intervention_id', '=', interventionId)
              .where('user_id', '=', person.id)
              .execute();
          }
          const consent = minor
            ? await newConsentIn(db, tenantId, { participantId: id }, tutorEmail!)
            : undefined;
          return { id, intervention, consent, childName: who.name };
        });
        // Mailed once the participation is committed; a failed send is logged and staff can send it again.
        if (outcome.consent) {
          await mailParticipationConsent(app, request, { ...outcome, consent: outcome.consent });
        }
        return (await repository.find(request, interventionId, outcome.id))!;
      },

      remove: (request, interventionId, target) =>
        scopedTransaction(request, async (db, tenantId) => {
          const intervention = await findInterventionIn(db, tenantId, interventionId, postgres);
          const self = 'ownUserId' in target;
          if (!intervention) throw interventionNotFound();
          let query = db
            .selectFrom('intervention_participants')
            .select(['id', 'status', 'user_id'])
            .where('tenant_id', '=', tenantId)
            .where('intervention_id', '=', interventionId);
          query = self
            ? query.where('user_id', '=', target.ownUserId)
            : query.where('id', '=', target.participantId);
          const participant = await query.executeTakeFirst();
          if (!participant) {
            // Hidden from volunteers (a draft, a cancelled activity): as if it did not exist to those not in it.
            assertFoundFor(intervention, self);
            throw self ? notSubscribed() : participantNotFound();
          }
          // Whoever holds a place may give it up even when the activity went back to draft: the session is still
          // among their coming ones.
          if (isCompleted(intervention)) throw cannotRemoveCompleted();
          // The tutor's refusal stays on record: removing it would let the family be asked again.
          if (participant.status === 'declined') throw consentDeclined();
          await db
            .deleteFrom('guardian_consents')
            .where('tenant_id', '=', tenantId)
            .where('participant_id', '=', participant.id)
            .execute();
          await db
            .deleteFrom('intervention_participants')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', participant.id)
            .execute();
          // The freed place goes to the first in line, under the same lock (docs/adr/0077-waiting-lists.md).
          const waitingList = await fillFreedPlaces(db, tenantId, interventionId);
          return { userId: participant.user_id, waitingList };
        }),

      resendConsent: async (request, interventionId, participantId) => {
        const outcome = await scopedTransaction(request, async (db, tenantId) => {
          const intervention = await findInterventionIn(db, tenantId, interventionId, postgres);
          if (!intervention) throw interventionNotFound();
          const participant = await db
            .selectFrom('intervention_participants as p')
            .leftJoin('beneficiaries as b', 'b.id', 'p.beneficiary_id')
            .select(['p.id', 'p.status', 'p.beneficiary_id', 'b.name'])
            .where('p.tenant_id', '=', tenantId)
            .where('p.intervention_id', '=', interventionId)
            .where('p.id', '=', participantId)
            .executeTakeFirst();
          if (!participant) throw participantNotFound();
          if (participant.status === 'declined') throw consentDeclined();
          if (participant.status !== 'pending' || participant.beneficiary_id === null)
            throw notPendingConsent();
          // A held intervention needs no consent any more: the participation is history.
          if (isCompleted(intervention)) throw COMPLETED.beneficiary();
          const tutorEmail = await beneficiaryTutorEmail(db, tenantId, participant.beneficiary_id);
          if (!tutorEmail) throw tutorEmailRequired();
          const consent = await newConsentIn(db, tenantId, { participantId }, tutorEmail);
          return { intervention, consent, childName: participant.name ?? '' };
        });
        await mailParticipationConsent(app, request, outcome);
        return (await repository.find(request, interventionId, participantId))!;
      },

      requestVolunteerConsent: async (request, volunteerId) => {
        const outcome = await scopedTransaction(request, async (db, tenantId) => {
          const volunteer = await db
            .selectFrom('users')
            .select(['id', 'name', 'surname', 'birthday', 'tutor_email', 'guardian_declined_at'])
            .where('tenant_id', '=', tenantId)
            .where('id', '=', volunteerId)
            .where('profile', '=', 'volunteer')
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!volunteer) throw volunteerNotFound();
          if (ageGroupOf(volunteer.birthday) !== 'minor') throw volunteerNotMinor();
          if (volunteer.guardian_declined_at !== null) throw consentDeclined();
          const tutorEmail = volunteer.tutor_email?.trim();
          if (!tutorEmail) throw tutorEmailRequired();
          const consent = await newConsentIn(db, tenantId, { volunteerId }, tutorEmail);
          return { volunteer, consent };
        });
        await mailVolunteerConsent(app, request, outcome.volunteer, outcome.consent);
        return {
          sentAt: nowIso(),
          expiresAt: outcome.consent.expiresAt,
          tutorEmail: outcome.consent.tutorEmail,
        };
      },

      consentByCode: (request, code) =>
        scoped(request, async (db, tenantId) => {
          const consent = await consentIn(db, tenantId, code, false);
          const base = {
            organisation: tenantOf(request).name,
            consented: consent.consented_at !== null,
            declined: consent.declined_at !== null,
            declinedAt: consent.declined_at,
          };
          if (consent.participant_id !== null) {
            const row = await db
              .selectFrom('intervention_participants as p')
              .innerJoin('beneficiaries as b', 'b.id', 'p.beneficiary_id')
              .select(['b.name', 'b.surname', 'p.intervention_id'])
              .where('p.tenant_id', '=', tenantId)
              .where('p.id', '=', consent.participant_id)
              .executeTakeFirst();
            const intervention = row && (await findInterventionIn(db, tenantId, row.intervention_id, false));
            if (!row || !intervention) throw invalidConsentCode();
            return {
              kind: 'participant',
              childName: row.name,
              childSurname: row.surname,
              activityName: intervention.activityName,
              date: intervention.date,
              scheduleStart: intervention.scheduleStart,
              scheduleEnd: intervention.scheduleEnd,
              address: placeText(intervention),
              ...base,
            };
          }
          const volunteer = await db
            .selectFrom('users')
            .select(['name', 'surname'])
            .where('tenant_id', '=', tenantId)
            .where('id', '=', consent.volunteer_id!)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!volunteer) throw invalidConsentCode();
          return {
            kind: 'volunteer',
            childName: volunteer.name,
            childSurname: volunteer.surname,
            activityName: null,
            date: null,
            scheduleStart: null,
            scheduleEnd: null,
            address: null,
            ...base,
          };
        }),

      confirmConsent: (request, code) =>
        scopedTransaction(request, async (db, tenantId) => {
          const consent = await consentIn(db, tenantId, code, postgres);
          if (consent.consented_at !== null) throw consentAlreadyGiven();
          if (consent.declined_at !== null) throw consentDeclined();
          const now = nowIso();
          await db
            .updateTable('guardian_consents')
            .set({ consented_at: now })
            .where('id', '=', consent.id)
            .execute();
          if (consent.participant_id !== null) {
            await db
              .updateTable('intervention_participants')
              .set({ status: 'confirmed', confirmed_at: now })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', consent.participant_id)
              .execute();
            return { volunteerId: null };
          }
          await db
            .updateTable('users')
            .set({ guardian_consented_at: now, updated_at: now })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', consent.volunteer_id!)
            .execute();
          return { volunteerId: consent.volunteer_id };
        }),

      declineConsent: (request, code, reason) =>
        scopedTransaction(request, async (db, tenantId) => {
          const consent = await consentIn(db, tenantId, code, postgres);
          if (consent.consented_at !== null) throw consentAlreadyGiven();
          if (consent.declined_at !== null) throw consentDeclined();
          const now = nowIso();
          await db
            .updateTable('guardian_consents')
            .set({ declined_at: now, decline_reason: reason })
            .where('id', '=', consent.id)
            .execute();
          if (consent.participant_id !== null) {
            await db
              .updateTable('intervention_participants')
              .set({ status: 'declined' })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', consent.participant_id)
              .execute();
            return;
          }
          await db
            .updateTable('users')
            .set({ guardian_declined_at: now, guardian_decline_reason: reason, updated_at: now })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', consent.volunteer_id!)
            .execute();
        }),
    };

    /**
     * The consent row behind a code: 404 unknown or revoked, 410 expired (a used or declined one is returned as
     * it is).
     */
    async function consentIn(db: Tx, tenantId: number, code: string, lock: boolean) {
      let query = db
        .selectFrom('guardian_consents')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('code_hash', '=', sha256(code));
      if (lock) query = query.forUpdate();
      const consent = await query.executeTakeFirst();
      if (!consent) throw invalidConsentCode();
      if (consent.consented_at !== null || consent.declined_at !== null) return consent;
      if (consent.revoked_at !== null) throw invalidConsentCode();
      if (consent.expires_at <= nowIso()) throw consentCodeExpired();
      return consent;
    }

    app.decorate('participantsRepository', repository);
  },
  { name: 'participants-repository', dependencies: ['database', 'tenancy', 'mail'] },
);
