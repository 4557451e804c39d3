import { addDays } from '../../lib/intervention-rules';
import { calendarDay } from '@enlace/shared/domain';
import type { Db } from '../database';
import { nowIso } from '../database';
import { normalizeForSearch } from '../../lib/normalize';
import { hashPassword } from '../../lib/passwords';
import { partnerSearchColumns } from '../../lib/partner-search';
import { personSearchColumns } from '../../lib/person-search';
import { seedDemoActivities } from './seed-demo-activities';
import { seedGeography } from './seed-geography';
import { placeSearchColumns } from '../../lib/place-search';
import {
  DEMO_PASSWORD,
  demoInvitedUser,
  demoPartners,
  demoPlaces,
  demoProjects,
  demoTenants,
  demoUsers,
} from './tenants';

const ASSETS = {
  logo_dark: 'logo_dark.webp',
  logo_light: 'logo_light.webp',
  hero_img: 'hero_img.webp',
  volunteer_form_img: 'volunteer_form_img.webp',
  favicon: 'favicon.ico',
};

/** `YYYY-MM-DD` some days from today, in the product's calendar (as an agreement's expiry is read). */
// Calendar arithmetic on Spain's today: adding 24-hour days to an instant lands on the next day across a change
// of summer time.
function daysFromNow(days: number): string {
  return addDays(calendarDay(new Date()), days);
}

/** The origins a demo tenant answers at when the demo is served on `port` of this machine (the first: canonical). */
export function demoOrigins(hosts: readonly string[], port: number) {
  return hosts.map((host, index) => ({
    authority: port === 80 ? host : `${host}:${port}`,
    origin: port === 80 ? `http://${host}` : `http://${host}:${port}`,
    canonical: index === 0 ? 1 : 0,
  }));
}

/**
 * Points the demo tenants at the port the demo is served on now: a demo database kept in a folder keeps working
 * when it is served on another port (the e2e profile's, a changed PORT).
 */
async function syncDemoOrigins(db: Db, port: number): Promise<void> {
  const tenants = await db
    .selectFrom('tenants')
    .select(['id', 'asset_folder'])
    .where('is_demo', '=', 1)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const tenant of tenants) {
      const demo = demoTenants.find((candidate) => candidate.asset_folder === tenant.asset_folder);
      if (!demo) continue;
      await trx.deleteFrom('tenant_origins').where('tenant_id', '=', tenant.id).execute();
      await trx
        .insertInto('tenant_origins')
        .values(demoOrigins(demo.hosts, port).map((origin) => ({ ...origin, tenant_id: tenant.id })))
        .execute();
    }
  });
}

/**
 * The two demo tenants and their accounts, partners, projects and places, and (unless `activities` is false)
 * the first tenant's activities, answering at `http://localhost:<port>` and `http://otra.localhost:<port>`
 * (default port 80); when any tenant exists, only moves the demo tenants' origins to that port.
 */
export async function seedDemoData(
  db: Db,
  { activities = true, port = 80 }: { activities?: boolean; port?: number } = {},
): Promise<void> {
  await seedGeography(db);
  const existing = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (existing) {
    await syncDemoOrigins(db, port);
    return;
  }
  // Every demo account shares the password: hash it once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const tenantIds: number[] = [];
    for (const tenant of demoTenants) {
      const { id } = await trx
        .insertInto('tenants')
        .values({
          name: tenant.name,
          web_url: tenant.web_url,
          tier: tenant.tier,
          primary_color: tenant.primary_color,
          asset_folder: tenant.asset_folder,
          ...ASSETS,
          copies: JSON.stringify(tenant.copies),
          matomo_host: null,
          matomo_site_id: null,
          is_demo: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tenantIds.push(id);
      await trx
        .insertInto('tenant_origins')
        .values(demoOrigins(tenant.hosts, port).map((origin) => ({ ...origin, tenant_id: id })))
        .execute();
    }
    await trx
      .insertInto('users')
      .values(
        demoUsers.map((user) => ({
          tenant_id: tenantIds[user.tenant],
          email: user.email,
          password_hash: passwordHash,
          name: user.name,
          surname: user.surname,
          profile: user.profile,
          roles: JSON.stringify(user.roles),
          validated_at: user.validated ? now : null,
          status: user.profile === 'volunteer' ? (user.validated ? 'validated' : 'pending') : null,
          ...user.person,
          ...personSearchColumns({ ...user, identification: user.person.identification }),
          active: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('users')
      .values({
        tenant_id: tenantIds[demoInvitedUser.tenant],
        email: demoInvitedUser.email,
        password_hash: null,
        name: demoInvitedUser.name,
        surname: demoInvitedUser.surname,
        profile: 'volunteer',
        roles: JSON.stringify(['user', 'volunteer']),
        validated_at: null,
        status: 'pending',
        ...personSearchColumns({ ...demoInvitedUser, identification: null }),
        activation_code: demoInvitedUser.activationCode,
        activation_expires_at: null,
        active: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const { tenant, contacts, expires_in_days: expiresInDays, ...partner } of demoPartners) {
      const { id } = await trx
        .insertInto('partners')
        .values({
          ...partner,
          expiration_date: expiresInDays === null ? null : daysFromNow(expiresInDays),
          ...partnerSearchColumns(partner),
          tenant_id: tenantIds[tenant],
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const email of contacts) {
        await trx
          .updateTable('users')
          .set({ partner_id: id, job_title: 'Responsable de voluntariado' })
          .where('tenant_id', '=', tenantIds[tenant])
          .where('email', '=', email)
          .execute();
      }
    }
    const year = now.slice(0, 4);
    for (const { tenant, ...project } of demoProjects) {
      await trx
        .insertInto('projects')
        .values({
          ...project,
          date_start: `${year}-01-01`,
          date_end: `${year}-12-31`,
          name_key: normalizeForSearch(project.name),
          tenant_id: tenantIds[tenant],
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    for (const { tenant, schedules, ...place } of demoPlaces) {
      const { id } = await trx
        .insertInto('places')
        .values({
          ...place,
          ...placeSearchColumns(place),
          tenant_id: tenantIds[tenant],
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('place_schedules')
        .values(
          schedules.map((range) => ({
            tenant_id: tenantIds[tenant],
            place_id: id,
            weekday: range.weekday,
            start_time: range.start,
            end_time: range.end,
          })),
        )
        .execute();
    }
    if (activities) await seedDemoActivities(trx, { tenantId: tenantIds[0]!, now });
  });
}
