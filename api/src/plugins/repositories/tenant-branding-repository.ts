import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantAssetName } from '@enlace/shared/domain';
import { nowIso } from '../../db/database';
import type { Kysely } from 'kysely';
import type { Database, Tenant } from '../../db/schema';
import { requestScope } from '../../lib/request-scope';

/** The branding columns of `tenants` that an administrator changes (docs/adr/0020-tenant-branding.md). */
export type TenantBrandingColumns = Partial<
  Pick<
    Tenant,
    | 'name'
    | 'web_url'
    | 'primary_color'
    | 'copies'
    | 'copies_by_language'
    | 'matomo_host'
    | 'matomo_site_id'
    | 'session_reminder_hours'
    | 'waiting_list_offers'
  >
>;

/** One of the tenant's own images, without its bytes. */
export interface StoredImageInfo {
  name: TenantAssetName;
  file: string;
  updated_at: string;
}

export interface StoredImage extends StoredImageInfo {
  content_type: string;
  bytes: Buffer;
}

/** The request's tenant as stored now (not the copy the tenancy keeps) and its own images (no bytes). */
export interface StoredBranding {
  tenant: Tenant;
  images: StoredImageInfo[];
}

export interface TenantBrandingRepository {
  /** The request's tenant as stored now (not the copy the tenancy keeps). */
  findTenant(request: FastifyRequest): Promise<Tenant>;
  /** The tenant and its own images, in one read. */
  find(request: FastifyRequest): Promise<StoredBranding>;
  /** The tenant's own image stored under this file name, with its bytes; undefined for any other name. */
  findImage(request: FastifyRequest, file: string): Promise<StoredImage | undefined>;
  /** When the tenant's own image of this file name was stored, without reading its bytes. */
  imageUpdatedAt(request: FastifyRequest, file: string): Promise<string | undefined>;
  update(request: FastifyRequest, columns: TenantBrandingColumns): Promise<void>;
  /** Stores the converted image in place of the one of that name, and points the tenant's column at it. */
  saveImage(
    request: FastifyRequest,
    image: { name: TenantAssetName; file: string; content_type: string; bytes: Buffer },
  ): Promise<void>;
  /** Removes the tenant's own image of that name; its column goes back to the default file. */
  removeImage(request: FastifyRequest, name: TenantAssetName, defaultFile: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenantBrandingRepository: TenantBrandingRepository;
  }
}

const toBuffer = (bytes: Uint8Array | Buffer): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// Every write drops the tenancy's kept copy of the tenant (tenants-repository's forget: in this process and, through
// Redis, in the others), so that the next request (the administrator's reload, the home's /api/config) reads it.
export const tenantBrandingRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const tenantIn = (db: Kysely<Database>, tenantId: number) =>
      db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirstOrThrow();
    const repository: TenantBrandingRepository = {
      findTenant: (request) => scoped(request, tenantIn),
      find: (request) =>
        scoped(request, async (db, tenantId) => ({
          tenant: await tenantIn(db, tenantId),
          images: (await db
            .selectFrom('tenant_assets')
            .select(['name', 'file', 'updated_at'])
            .where('tenant_id', '=', tenantId)
            .execute()) as StoredImageInfo[],
        })),
      findImage: (request, file) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('tenant_assets')
            .select(['name', 'file', 'updated_at', 'content_type', 'bytes'])
            .where('tenant_id', '=', tenantId)
            .where('file', '=', file)
            .executeTakeFirst();
          return row ? ({ ...row, bytes: toBuffer(row.bytes) } as StoredImage) : undefined;
        }),
      imageUpdatedAt: (request, file) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('tenant_assets')
            .select('updated_at')
            .where('tenant_id', '=', tenantId)
            .where('file', '=', file)
            .executeTakeFirst();
          return row?.updated_at;
        }),
      update: async (request, columns) => {
        if (Object.keys(columns).length === 0) return;
        await scoped(request, (db, tenantId) =>
          db.updateTable('tenants').set(columns).where('id', '=', tenantId).execute(),
        );
        app.tenantsRepository.forget(request.tenant!.id);
      },
      saveImage: async (request, image) => {
        await scopedTransaction(request, async (db, tenantId) => {
          const columns = {
            file: image.file,
            content_type: image.content_type,
            bytes: image.bytes,
            updated_at: nowIso(),
          };
          await db
            .insertInto('tenant_assets')
            .values({ tenant_id: tenantId, name: image.name, ...columns })
            .onConflict((conflict) => conflict.columns(['tenant_id', 'name']).doUpdateSet(columns))
            .execute();
          await db
            .updateTable('tenants')
            .set({ [image.name]: image.file })
            .where('id', '=', tenantId)
            .execute();
        });
        app.tenantsRepository.forget(request.tenant!.id);
      },
      removeImage: async (request, name, defaultFile) => {
        await scopedTransaction(request, async (db, tenantId) => {
          await db
            .deleteFrom('tenant_assets')
            .where('tenant_id', '=', tenantId)
            .where('name', '=', name)
            .execute();
          await db
            .updateTable('tenants')
            .set({ [name]: defaultFile })
            .where('id', '=', tenantId)
            .execute();
        });
        app.tenantsRepository.forget(request.tenant!.id);
      },
    };
    app.decorate('tenantBrandingRepository', repository);
  },
  { name: 'tenant-branding-repository', dependencies: ['database', 'tenancy', 'tenants-repository'] },
);
