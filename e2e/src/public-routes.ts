import { expect, type Page } from '@playwright/test';

// The public area's routes that the accessibility and phone-layout specs visit.

export type PublicRoute = {
  path: string;
  /** The page's main heading, shown once its content has rendered. */
  heading: RegExp;
};

export const NOT_FOUND_HEADING = /no encontrada/i;

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', heading: /./ },
  { path: '/login', heading: /iniciar sesión/i },
  { path: '/forgot-password', heading: /contraseña/i },
  { path: '/reset-password/codigo-de-prueba', heading: /contraseña/i },
  { path: '/authorized-participation/demo-consentimiento-2026', heading: /autoriza/i },
  { path: '/privacy-policy', heading: /política de privacidad/i },
  { path: '/terms-and-conditions', heading: /términos/i },
  { path: '/cookie-policy', heading: /cookies/i },
  { path: '/data-processing-agreement', heading: /encargo|tratamiento/i },
  { path: '/esta-ruta-no-existe', heading: NOT_FOUND_HEADING },
  { path: '/404', heading: NOT_FOUND_HEADING },
];

/** Opens the route and waits for its main heading (the legal pages load their texts with the page). */
export async function openPublicRoute(page: Page, { path, heading }: PublicRoute): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}
