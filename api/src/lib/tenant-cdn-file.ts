import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_ASSET_FOLDER, IMPORT_KINDS, IMPORT_TEMPLATES } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantOf } from '../plugins/tenancy';
import { importTemplateFile } from './import/import-template-file';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.csv': 'text/csv; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface CdnFile {
  bytes: Buffer;
  contentType: string;
  lastModified: Date;
}

// The import templates, under every organisation's folder (spec: the CSV templates are fetched from the CDN path
// of the organisation's folder).
const importTemplates = new Map<string, CdnFile>(
  IMPORT_KINDS.map((kind) => [
    IMPORT_TEMPLATES[kind].file,
    {
      bytes: Buffer.from(importTemplateFile(kind)),
      contentType: 'text/csv; charset=utf-8',
      lastModified: new Date(),
    },
  ]),
);

/**
 * Whether the request's tenant may read this CDN folder: its own or the common one, and names that cannot leave
 * the folder. Any other tenant's folder is as missing as a folder nobody has.
 */
export function isReadableCdnPath(request: FastifyRequest, folder: string, file: string): boolean {
  const tenant = tenantOf(request);
  return (
    [tenant.asset_folder, DEFAULT_ASSET_FOLDER].includes(folder) &&
    SAFE_NAME.test(folder) &&
    SAFE_NAME.test(file)
  );
}

/**
 * A file of the tenant's CDN folder: its own uploaded image (in the database, so that every API process has it),
 * else the file shipped on disk under the assets folder. Undefined when neither exists or the path is not the
 * tenant's to read.
 */
export async function readCdnFile(
  app: FastifyInstance,
  request: FastifyRequest,
  folder: string,
  file: string,
): Promise<CdnFile | undefined> {
  if (!isReadableCdnPath(request, folder, file)) return undefined;
  const template = importTemplates.get(file);
  if (template) return template;
  if (folder === tenantOf(request).asset_folder) {
    const stored = await app.tenantBrandingRepository.findImage(request, file);
    if (stored) {
      return {
        bytes: stored.bytes,
        contentType: stored.content_type,
        lastModified: new Date(stored.updated_at),
      };
    }
  }
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!contentType) return undefined;
  try {
    const location = path.join(app.config.assetsDir, folder, file);
    const stat = await fs.stat(location);
    if (!stat.isFile()) return undefined;
    return { bytes: await fs.readFile(location), contentType, lastModified: stat.mtime };
  } catch {
    return undefined;
  }
}

/** When the file last changed (its upload, or the disk file's time), without reading the disk file's bytes. */
export async function cdnFileLastModified(
  app: FastifyInstance,
  request: FastifyRequest,
  folder: string,
  file: string,
): Promise<Date | undefined> {
  if (!isReadableCdnPath(request, folder, file)) return undefined;
  if (folder === tenantOf(request).asset_folder) {
    const updatedAt = await app.tenantBrandingRepository.imageUpdatedAt(request, file);
    if (updatedAt) return new Date(updatedAt);
  }
  try {
    const stat = await fs.stat(path.join(app.config.assetsDir, folder, file));
    return stat.isFile() ? stat.mtime : undefined;
  } catch {
    return undefined;
  }
}
