import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database';

type IdColumn = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

function idColumn(db: Kysely<unknown>): IdColumn {
  const postgres = isPostgres(db);
  return (table) =>
    postgres
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  const withId = idColumn(db);

  await withId(db.schema.createTable('tenants'))
    .addColumn('name', 'text', notNull)
    .addColumn('web_url', 'text')
    .addColumn('tier', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('primary_color', 'text', notNull)
    .addColumn('asset_folder', 'text', (c) => c.notNull().defaultTo('common'))
    .addColumn('logo_dark', 'text')
    .addColumn('logo_light', 'text')
    .addColumn('hero_img', 'text')
    .addColumn('volunteer_form_img', 'text')
    .addColumn('favicon', 'text')
    .addColumn('copies', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('matomo_host', 'text')
    .addColumn('matomo_site_id', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('tenant_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('iso', 'text', notNull)
    .addColumn('geoname_id', 'integer')
    .execute();
  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('name', 'text', notNull)
    .addColumn('iso', 'text')
    .addColumn('geoname_id', 'integer')
    .execute();
  await db.schema.createIndex('states_country_idx').on('states').column('country_id').execute();
  await db.schema
    .createTable('provinces')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('name', 'text', notNull)
    .addColumn('iso', 'text')
    .addColumn('geoname_id', 'integer')
    .execute();
  await db.schema.createIndex('provinces_state_idx').on('provinces').column('state_id').execute();
  await db.schema
    .createTable('locations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('name', 'text', notNull)
    .addColumn('search_name', 'text', notNull)
    .addColumn('iso', 'text')
    .addColumn('geoname_id', 'integer')
    .execute();
  await db.schema.createIndex('locations_province_idx').on('locations').column('province_id').execute();

  await withId(db.schema.createTable('users'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text', notNull)
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('surname', 'text', notNull)
    .addColumn('profile', 'text', notNull)
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('validated_at', 'text')
    .addColumn('activation_code', 'text')
    .addColumn('activation_expires_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone_prefix_mobile', 'text')
    .addColumn('phone_mobile', 'text')
    .addColumn('phone_prefix', 'text')
    .addColumn('phone', 'text')
    .addColumn('address_country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('address_state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('address_province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('address_location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('identification_type', 'text')
    .addColumn('identification', 'text')
    .addColumn('sex', 'text')
    .addColumn('birthday', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('users_tenant_email_unique', ['tenant_id', 'email'])
    .execute();
  await db.schema.createIndex('users_activation_code_idx').on('users').column('activation_code').execute();

  await withId(db.schema.createTable('refresh_tokens'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await withId(db.schema.createTable('password_reset_requests'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_reset_requests',
    'refresh_tokens',
    'users',
    'locations',
    'provinces',
    'states',
    'countries',
    'tenant_hosts',
    'tenants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
