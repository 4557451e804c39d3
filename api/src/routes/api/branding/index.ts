import { getBranding } from './get-branding';
import { patchBranding } from './patch-branding';
import { putBrandingImage } from './put-branding-image';
import { deleteBrandingImage } from './delete-branding-image';

export const brandingRoutes = [getBranding, patchBranding, putBrandingImage, deleteBrandingImage];
