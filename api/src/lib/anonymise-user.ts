import type { Kysely } from 'kysely';
import { nowIso } from '../db/database';
import type { Database } from '../db/schema';

/**
 * The person fields of spec §3 (and their search columns) as an anonymised person keeps them: nothing but the
 * placeholder name. Users and beneficiaries alike.
 */
export const ANONYMISED_PERSON_FIELDS = {
  name: 'Persona eliminada',
  surname: '',
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
  search_text: '',
  name_key: '',
  surname_key: '',
} as const;

export interface UserDeletion {
  tenantId: number;
  userId: number;
  /** The profile the person was deleted as (volunteer, employee, partner…), kept in the audit record. */
  profile: string;
  /** One of the deletion reasons of spec §3. */
  reason: string;
  deletedById: number;
}

/**
 * Deletes a person for good while keeping the row: every personal field is cleared (the email becomes
 * `deleted-{id}@anonymised.invalid`, so the address is free for a new account), their sessions and reset links
 * are removed and `person_deletions` records who deleted them, when and why. Run it inside the caller's
 * tenant-scoped transaction, after checking that the person exists.
 */
export async function anonymiseUser(db: Kysely<Database>, deletion: UserDeletion): Promise<void> {
  const { tenantId, userId } = deletion;
  const now = nowIso();
  await db
    .updateTable('users')
    .set({
      email: `deleted-${userId}@anonymised.invalid`,
      password_hash: null,
      activation_code: null,
      activation_expires_at: null,
      active: 0,
      ...ANONYMISED_PERSON_FIELDS,
      skills: null,
      availability: null,
      how_we_met: null,
      traits: null,
      about_me: null,
      partner_id: null,
      job_title: null,
      department: null,
      tutor_name: null,
      tutor_surname: null,
      tutor_email: null,
      tutor_phone: null,
      tutor_relation: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
  await db
    .deleteFrom('refresh_tokens')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await db
    .deleteFrom('password_reset_requests')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await db
    .insertInto('person_deletions')
    .values({
      tenant_id: tenantId,
      person_id: userId,
      person_profile: deletion.profile,
      reason: deletion.reason,
      deleted_by_id: deletion.deletedById,
      deleted_at: now,
    })
    .execute();
}
