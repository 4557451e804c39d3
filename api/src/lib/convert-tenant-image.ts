import { TENANT_IMAGE_MAX_MEGABYTES, type TenantAssetName } from '@enlace/shared/domain';
import type { Violation } from './http-error';
import { loadPngToIco, loadSharp } from './lazy-libraries';

/** The largest upload read, in bytes (the message says it in megabytes). */
export const TENANT_IMAGE_MAX_BYTES = TENANT_IMAGE_MAX_MEGABYTES * 1024 * 1024;

interface ImageBounds {
  minWidth: number;
  minHeight: number;
  /** Bigger images are scaled down to fit (never up). */
  fitWidth: number;
  fitHeight: number;
  square?: boolean;
}

// What the shell shows each image as (docs/adr/0020-tenant-branding.md): logos in the header and emails (a crisp
// 64 px high at least), the hero across the home's width, the sign-up form's picture beside it, the favicon square.
export const TENANT_IMAGE_BOUNDS: Record<TenantAssetName, ImageBounds> = {
  logo_dark: { minWidth: 64, minHeight: 64, fitWidth: 1200, fitHeight: 400 },
  logo_light: { minWidth: 64, minHeight: 64, fitWidth: 1200, fitHeight: 400 },
  hero_img: { minWidth: 1200, minHeight: 400, fitWidth: 2400, fitHeight: 1600 },
  volunteer_form_img: { minWidth: 600, minHeight: 400, fitWidth: 1600, fitHeight: 1600 },
  favicon: { minWidth: 32, minHeight: 32, fitWidth: 256, fitHeight: 256, square: true },
};

/** Beyond this an image is refused before it is decoded (a few kilobytes can claim a gigapixel). */
const MAX_SIDE = 10_000;
const FAVICON_SIZES = [16, 32, 48];

export type ConvertedImage = { bytes: Buffer; contentType: string; extension: 'webp' | 'ico' };
export type ConversionResult = { image: ConvertedImage } | { violation: Violation };

/** The image type by its first bytes (PNG, JPEG, WebP), whatever its name or declared type says. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const refuse = (message: string, params?: Record<string, unknown>): ConversionResult => ({
  violation: params ? { propertyPath: 'file', message, params } : { propertyPath: 'file', message },
});

/**
 * Checks an uploaded image against its name's bounds and converts it to what the shell expects: WebP scaled down
 * to fit, or for the favicon an ICO of 16, 32 and 48 px. Bad input is a violation at `file`, never an exception.
 */
export async function convertTenantImage(name: TenantAssetName, bytes: Buffer): Promise<ConversionResult> {
  if (!sniffImageType(bytes)) return refuse('invalid-file-type');
  const sharp = await loadSharp();
  const bounds = TENANT_IMAGE_BOUNDS[name];
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes).metadata();
    width = metadata.autoOrient?.width ?? metadata.width;
    height = metadata.autoOrient?.height ?? metadata.height;
  } catch {
    return refuse('invalid-file-type');
  }
  if (!width || !height) return refuse('invalid-file-type');
  if (width > MAX_SIDE || height > MAX_SIDE) {
    return refuse('image-dimensions-too-large', { maxWidth: MAX_SIDE, maxHeight: MAX_SIDE });
  }
  if (bounds.square && width !== height) return refuse('image-must-be-square');
  if (width < bounds.minWidth || height < bounds.minHeight) {
    return refuse('image-too-small', { minWidth: bounds.minWidth, minHeight: bounds.minHeight });
  }
  try {
    if (name === 'favicon') {
      const pngs = await Promise.all(
        FAVICON_SIZES.map((size) => sharp(bytes).autoOrient().resize(size, size).png().toBuffer()),
      );
      const pngToIco = await loadPngToIco();
      return { image: { bytes: await pngToIco(pngs), contentType: 'image/x-icon', extension: 'ico' } };
    }
    const webp = await sharp(bytes)
      .autoOrient()
      .resize(bounds.fitWidth, bounds.fitHeight, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { image: { bytes: webp, contentType: 'image/webp', extension: 'webp' } };
  } catch {
    // A file whose header reads but whose pixels do not (truncated, corrupt).
    return refuse('invalid-file-type');
  }
}
