import { expect, test, type Page } from '@playwright/test';

// The public area's routes that the accessibility and phone-layout specs visit (issue 5).

export type PublicRoute = {
  path: string;
  /** The page's main heading, shown once its content has rendered. */
  heading: RegExp;
  /**
   * A page another part of issue 5 is adding: checked once its route exists, skipped with a note while the path
   * still answers the 404 page. Drop the flag once it has landed.
   */
  awaited?: boolean;
};

export const NOT_FOUND_HEADING = /no encontrada/i;

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', heading: /./ },
  { path: '/login', heading: /iniciar sesión/i },
  { path: '/forgot-password', heading: /contraseña/i },
  { path: '/reset-password/codigo-de-prueba', heading: /contraseña/i },
  { path: '/authorized-participation/demo-consentimiento-2026', heading: /autoriza/i },
  { path: '/privacy-policy', heading: /política de privacidad/i },
  { path: '/terms-and-conditions', heading: /términos/i, awaited: true },
  { path: '/cookie-policy', heading: /cookies/i, awaited: true },
  { path: '/data-processing-agreement', heading: /encargo|tratamiento/i, awaited: true },
  { path: '/esta-ruta-no-existe', heading: NOT_FOUND_HEADING },
  { path: '/404', heading: NOT_FOUND_HEADING },
];

/** Opens the route; an awaited page that is not routed yet skips the test (see `awaited`). */
export async function openPublicRoute(page: Page, { path, awaited }: PublicRoute): Promise<void> {
  await page.goto(path);
  if (!awaited) return;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const notRoutedYet = await page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }).isVisible();
  test.skip(notRoutedYet, `${path} is not routed yet`);
}
