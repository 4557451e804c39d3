import { deletePersonSchema } from '@enlace/shared/domain';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/database';
import type { Database } from '../db/schema';
import { validateBody } from './validation';

/** What a deleted person is called wherever the row is still referenced (audit record, history). */
export const ANONYMISED_NAME = 'Persona eliminada';

export const anonymisedEmail = (id: number) => `deleted-${id}@anonymised.invalid`;

/** The body of a person's `DELETE`: `{"reason": "user_request"}` (JSON types only; the rule is shared). */
export const deletionBodySchema = {
  type: ['object', 'null'],
  properties: { reason: { type: ['string', 'null'], maxLength: 64 } },
} as const;

/** The deletion reason of the body, checked against the enumeration (422 otherwise). */
export async function validDeletionReason(body: { reason?: string | null } | null | undefined) {
  const given = body ?? {};
  await validateBody(deletePersonSchema, given);
  return (given.reason as string).trim();
}

export interface PersonDeletionRecord {
  /** One of the deletion reasons of spec §3. */
  reason: string;
  /** The staff member who deleted the person. */
  deletedById: number;
}

/**
 * Deletes a person of any kind (volunteer, staff…) the same way: the row stays, so that the audit record and
 * any history keep pointing to it, but every personal field is cleared, the email becomes free for a new
 * account, the sessions and reset links end, and `person_deletions` records who, when and why. Runs inside the
 * caller's tenant transaction, after the caller has found the person.
 */
export async function anonymisePerson(
  db: Kysely<Database>,
  tenantId: number,
  person: { id: number; profile: string },
  deletion: PersonDeletionRecord,
): Promise<void> {
  const now = nowIso();
  const { id } = person;
  await db
    .updateTable('users')
    .set({
      email: anonymisedEmail(id),
      name: ANONYMISED_NAME,
      surname: '',
      password_hash: null,
      activation_code: null,
      activation_expires_at: null,
      active: 0,
      phone_prefix_mobile: null,
      phone_mobile: null,
      phone_prefix: null,
      phone: null,
      address_country_id: null,
      address_state_id: null,
      address_province_id: null,
      address_location_id: null,
      address: null,
      postal_code: null,
      identification_type: null,
      identification: null,
      sex: null,
      birthday: null,
      disability: null,
      skills: null,
      availability: null,
      how_we_met: null,
      traits: null,
      about_me: null,
      department: null,
      search_text: '',
      name_key: '',
      surname_key: '',
      deleted_at: now,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('refresh_tokens').where('tenant_id', '=', tenantId).where('user_id', '=', id).execute();
  await db
    .deleteFrom('password_reset_requests')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', id)
    .execute();
  await db
    .insertInto('person_deletions')
    .values({
      tenant_id: tenantId,
      person_id: id,
      person_profile: person.profile,
      reason: deletion.reason,
      deleted_by_id: deletion.deletedById,
      deleted_at: now,
    })
    .execute();
}
