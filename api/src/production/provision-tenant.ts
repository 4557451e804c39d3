import { DEFAULT_ASSET_FOLDER, tenantProvisioningSchema, validateWith } from '@enlace/shared/domain';
import type { Violation } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/database';
import { invitedAccountColumns, newActivation } from '../lib/activation';
import { type ConfiguredOrigin, parseOrigin } from '../lib/origin';
import { activationMail } from '../lib/mail-templates';
import { personSearchColumns } from '../lib/person-search';
import { isServedOrigin } from './production-settings';

/** What the foundation gives to open a tenant (the `tenant create` command's options). */
export interface TenantToProvision {
  name: string;
  primaryColor: string;
  tier: number;
  webUrl?: string | null;
  /** Where the tenant answers; the first is canonical (e-mailed links are built from it). */
  origins: string[];
  adminEmail: string;
  adminName: string;
  adminSurname: string;
}

export interface ProvisionedTenant {
  tenantId: number;
  adminId: number;
  canonicalOrigin: string;
}

/** A tenant that cannot be provisioned as asked: each reason names its field or origin. */
export class ProvisioningRefused extends Error {
  constructor(
    readonly violations: Violation[],
    readonly reasons: string[] = [],
  ) {
    super('The tenant cannot be provisioned');
    this.name = 'ProvisioningRefused';
  }
}

// The shared images every tenant starts with, until its administrator uploads its own.
const COMMON_ASSETS = {
  logo_dark: 'logo_dark.webp',
  logo_light: 'logo_light.webp',
  hero_img: 'hero_img.webp',
  volunteer_form_img: 'volunteer_form_img.webp',
  favicon: 'favicon.ico',
};

/** The home's first texts, in Spanish, until the administrator writes the tenant's own. */
const startingCopies = (name: string) => ({
  hero_title_1: 'Tu tiempo',
  hero_title_2: 'cambia historias',
  hero_text: `En ${name} organizamos actividades con personas voluntarias. Apúntate y te contamos cómo participar.`,
  hero_btn: 'Quiero participar',
  home_title: '¿Cómo puedes ayudar?',
  home_text_1: null,
  home_text_2: null,
  home_text_3: null,
  home_text_4: null,
  home_text_5: null,
  home_text_6: null,
  volunteer_form_title: `Únete al voluntariado de ${name}`,
});

/** Each origin as stored (its authority is the Host header browsers send for it), or the reasons it is refused. */
function originsOf(
  texts: string[],
  publicOrigins: string[],
): { origins: ConfiguredOrigin[]; reasons: string[] } {
  const reasons: string[] = [];
  const origins: ConfiguredOrigin[] = [];
  if (texts.length === 0) reasons.push('origin: at least one origin is needed (--origin https://…).');
  for (const text of texts) {
    const parsed = parseOrigin(text);
    if (!parsed) {
      reasons.push(`origin: "${text}" is not an origin (https://host[:port]).`);
    } else if (!isServedOrigin(parsed.origin, publicOrigins)) {
      reasons.push(`origin: ${parsed.origin} is not among PUBLIC_ORIGINS (${publicOrigins.join(', ')}).`);
    } else if (!origins.some((origin) => origin.origin === parsed.origin)) {
      origins.push(parsed);
    }
  }
  return { origins, reasons };
}

/**
 * Creates the tenant, the origins it answers at and its first administrator (invited: no password yet), and sends
 * the invitation from the tenant's canonical origin, in Spanish (through the mail queue: an API process delivers
 * it, retrying while the relay is down). Nothing is kept when anything fails, so the command can be run again.
 */
export async function provisionTenant(
  app: FastifyInstance,
  input: TenantToProvision,
  publicOrigins: string[],
): Promise<ProvisionedTenant> {
  const violations = await validateWith(tenantProvisioningSchema, input);
  const { origins, reasons } = originsOf(input.origins, publicOrigins);
  if (origins.length > 0) {
    const taken = await app.db
      .selectFrom('tenant_origins')
      .select('authority')
      .where(
        'authority',
        'in',
        origins.map((origin) => origin.authority),
      )
      .execute();
    for (const { authority } of taken)
      reasons.push(`origin: ${authority} already belongs to another tenant.`);
  }
  if (violations.length > 0 || reasons.length > 0) throw new ProvisioningRefused(violations, reasons);

  const email = input.adminEmail.trim().toLowerCase();
  const activation = newActivation();
  const now = nowIso();
  const { tenant, adminId } = await app.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('tenants')
      .values({
        name: input.name.trim(),
        web_url: input.webUrl?.trim() || null,
        tier: input.tier,
        primary_color: input.primaryColor.toLowerCase(),
        asset_folder: DEFAULT_ASSET_FOLDER,
        ...COMMON_ASSETS,
        copies: JSON.stringify(startingCopies(input.name.trim())),
        matomo_host: null,
        matomo_site_id: null,
        is_demo: 0,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tenant_origins')
      .values(
        origins.map((origin, index) => ({
          authority: origin.authority,
          origin: origin.origin,
          tenant_id: created.id,
          canonical: index === 0 ? 1 : 0,
        })),
      )
      .execute();
    const person = {
      name: input.adminName.trim(),
      surname: input.adminSurname.trim(),
      email,
      identification: null,
    };
    const admin = await trx
      .insertInto('users')
      .values({
        ...invitedAccountColumns(created.id, activation),
        email,
        name: person.name,
        surname: person.surname,
        profile: 'employee',
        roles: JSON.stringify(['user', 'employee', 'employee-admin']),
        status: null,
        ...personSearchColumns(person),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { tenant: created, adminId: admin.id };
  });

  const canonicalOrigin = origins[0]!.origin;
  const sent = await app.mailer.send(
    email,
    activationMail('es', tenant, canonicalOrigin, { name: input.adminName.trim() }, activation.code),
    { fromName: tenant.name },
  );
  if (!sent) {
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('users').where('tenant_id', '=', tenant.id).execute();
      await trx.deleteFrom('tenant_origins').where('tenant_id', '=', tenant.id).execute();
      await trx.deleteFrom('tenants').where('id', '=', tenant.id).execute();
    });
    throw new ProvisioningRefused(
      [],
      [
        'The invitation email could not be queued (see the log), so nothing was created: run the command again.',
      ],
    );
  }
  return { tenantId: tenant.id, adminId, canonicalOrigin };
}
