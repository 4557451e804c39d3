import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies } from '../src/session.ts';

// The legal documents: each reached from the footer of the home page, with what spec §2, §4, §6 and §9
// ask of it, the names of the organisation (Fundación Demo) and of the foundation (the API's default), and the
// date and version at the end.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

const footerLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Documentos legales' }).getByRole('link');

/** From the home page's footer to the document; checks its contents, its sections and its footer. */
async function openFromHomeFooter(page: Page, link: string, path: string, sections: string[]): Promise<void> {
  await page.goto('/');
  await footerLinks(page).filter({ hasText: link }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(link);
  await expect(page.getByRole('navigation', { name: 'Índice' }).getByRole('link')).toHaveText(sections);
  for (const section of sections) {
    await expect(page.getByRole('region', { name: section, exact: true })).toBeAttached();
  }
  const info = page.getByRole('region', { name: 'Información del documento' });
  for (const term of ['Tipo', 'Código', 'Versión', 'Propietario', 'Fecha de aprobación']) {
    await expect(info.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(info).toContainText('Fundación Enlace');
  await expect(page.getByText('Última actualización: 20/06/2025 · Versión 1.0')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\{\{|\bnull\b|\bundefined\b/);
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

test('the terms and conditions: the ten sections, the beta conditions and the tiers', async ({ page }) => {
  await openFromHomeFooter(page, 'Términos y condiciones', '/terms-and-conditions', [
    '1. Propiedad intelectual y licencia',
    '2. Roles en materia de protección de datos',
    '3. Obligaciones del encargado del tratamiento',
    '4. Obligaciones de la entidad cliente',
    '5. Modalidades del servicio y niveles',
    '6. Medidas de seguridad',
    '7. Auditoría',
    '8. Limitación de responsabilidad',
    '9. Cambios en los términos',
    '10. Vigencia y terminación',
  ]);
  await expect(page).toHaveTitle('Términos y condiciones · Fundación Demo');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /fase beta/);
  await expect(page.locator('main')).toContainText(
    'Enlace está en fase beta: el servicio se presta sin acuerdo de nivel de servicio (SLA)',
  );
  const tiers = section(page, '5. Modalidades del servicio y niveles');
  await expect(tiers.getByRole('listitem')).toHaveText([
    /^Nivel 1 \(gratuito\): hasta 50 personas voluntarias; proyectos activos: 1;/,
    /^Nivel 2 \(estándar\): hasta 200 personas voluntarias; proyectos activos: 5;/,
    /^Nivel 3 \(prémium\): hasta 1000 personas voluntarias; proyectos activos: 12;/,
    /^Nivel red: condiciones especiales/,
  ]);
  await expect(tiers).toContainText('disponibilidad del 99,9 % como objetivo, sin garantizarla');
  await expect(tiers).toContainText('del nivel 2 durante 18 meses desde el lanzamiento comercial');
  await expect(section(page, '2. Roles en materia de protección de datos')).toContainText(
    'la entidad es la responsable del tratamiento y Fundación Enlace actúa como encargado del tratamiento',
  );
  await expect(section(page, '10. Vigencia y terminación')).toContainText('juzgados y tribunales de Málaga');
});

test('the data processing agreement: annexes 1 to 3 and the figures of spec §9', async ({ page }) => {
  await openFromHomeFooter(page, 'Contrato de encargo del tratamiento', '/data-processing-agreement', [
    '1. Partes y objeto',
    '2. Duración',
    '3. Instrucciones y confidencialidad',
    '4. Subencargados',
    '5. Transferencias internacionales',
    '6. Medidas de seguridad',
    '7. Violaciones de la seguridad de los datos',
    '8. Derechos de las personas interesadas',
    '9. Auditorías',
    '10. Otras obligaciones de las partes',
    '11. Fin de la prestación: devolución o destrucción',
    '12. Plazos de conservación',
    '13. Responsabilidad, ley aplicable y jurisdicción',
    'Anexo 1. Categorías de datos personales y de personas interesadas',
    'Anexo 2. Subencargados autorizados',
    'Anexo 3. Medidas técnicas y organizativas de seguridad',
  ]);
  await expect(section(page, '1. Partes y objeto')).toContainText(
    'Fundación Demo (la entidad), responsable del tratamiento. De otra, Fundación Enlace, encargado del tratamiento.',
  );
  await expect(section(page, '7. Violaciones de la seguridad de los datos')).toContainText('72 horas');
  await expect(section(page, '9. Auditorías')).toContainText(
    'como máximo una vez cada 2 años y con un preaviso de 10 días hábiles',
  );
  await expect(section(page, '4. Subencargados')).toContainText('con 30 días de antelación');
  await expect(section(page, '4. Subencargados')).toContainText('en un plazo de 15 días');
  await expect(section(page, '8. Derechos de las personas interesadas')).toContainText('5 días hábiles');
  await expect(section(page, '11. Fin de la prestación: devolución o destrucción')).toContainText(
    'Si no lo elige en 30 días desde el fin de la prestación, los datos se le devolverán.',
  );
  await expect(section(page, '12. Plazos de conservación').getByRole('listitem')).toHaveText([
    'datos de las personas usuarias activas: mientras dure el contrato;',
    'donaciones: 6 años;',
    'registros de seguridad: 2 años;',
    'certificaciones: 10 años.',
  ]);
  await expect(section(page, '13. Responsabilidad, ley aplicable y jurisdicción')).toContainText('Málaga');
  const annex1 = section(page, 'Anexo 1. Categorías de datos personales y de personas interesadas');
  await expect(annex1).toContainText('identificativos: nombre, apellidos');
  await expect(annex1).toContainText('personas de contacto de las entidades colaboradoras');
  await expect(section(page, 'Anexo 2. Subencargados autorizados').getByRole('listitem')).toHaveCount(3);
  const annex3 = section(page, 'Anexo 3. Medidas técnicas y organizativas de seguridad');
  await expect(annex3).toContainText('TLS 1.3');
  await expect(annex3).toContainText('AES-256');
  await expect(annex3).toContainText('autenticación multifactor para el acceso administrativo');
  await expect(page).toHaveTitle('Contrato de encargo del tratamiento · Fundación Demo');
});

test('the privacy policy: the 17 sections and the document information', async ({ page }) => {
  await openFromHomeFooter(page, 'Política de privacidad', '/privacy-policy', [
    '1. Responsable del tratamiento',
    '2. Datos de contacto',
    '3. Qué datos tratamos',
    '4. A quién se refieren',
    '5. Para qué los tratamos',
    '6. Base jurídica',
    '7. Menores de edad',
    '8. Cuánto tiempo los conservamos',
    '9. Quién más los trata',
    '10. Transferencias internacionales',
    '11. Tus derechos',
    '12. Cómo ejercerlos',
    '13. Reclamación ante la autoridad',
    '14. Seguridad',
    '15. Brechas de seguridad',
    '16. Cookies',
    '17. Cambios en esta política',
  ]);
  await expect(page.getByRole('region', { name: 'Información del documento' })).toContainText('POL-PRIV-01');
  await expect(section(page, '7. Menores de edad')).toContainText('es de 16 años');
  await expect(section(page, '7. Menores de edad')).toContainText('menores de 18 años');
});

test('the cookie policy: categories, 365 days, and a way to decide again', async ({ page, context }) => {
  await openFromHomeFooter(page, 'Política de cookies', '/cookie-policy', [
    '1. Qué son las cookies',
    '2. Qué cookies y qué almacenamiento usa Enlace',
    '3. Categorías de consentimiento',
    '4. Cuánto dura tu decisión',
    '5. Cómo cambiar o retirar tu consentimiento',
    '6. Responsable y más información',
  ]);
  await expect(section(page, '3. Categorías de consentimiento').getByRole('listitem')).toHaveText([
    /^Social \(«social»\)/,
    /^Análisis \(«analysis»\)/,
    /^Marketing \(«marketing»\)/,
  ]);
  await expect(section(page, '4. Cuánto dura tu decisión')).toContainText('365 días');
  await expect(section(page, '2. Qué cookies y qué almacenamiento usa Enlace')).toContainText(
    '«enlace-cookie-consent»',
  );

  // The decision stored up front is forgotten; the shell's notice asks again, and the new answer is kept.
  await section(page, '5. Cómo cambiar o retirar tu consentimiento')
    .getByRole('button', { name: 'Cambiar preferencias de cookies' })
    .click();
  const notice = page.getByRole('dialog', { name: 'Aviso de Cookies' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/cookie-policy$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'enlace-cookie-consent')).toBeUndefined();
  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice).toBeHidden();
  const stored = (await context.cookies()).find((cookie) => cookie.name === 'enlace-cookie-consent');
  expect(decodeURIComponent(stored?.value ?? '')).toBe('social|analysis|marketing');
});

for (const width of [375, 1280]) {
  test(`at ${width} px a contents link lands its section below the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/data-processing-agreement');
    const target = '7. Violaciones de la seguridad de los datos';
    await page.getByRole('navigation', { name: 'Índice' }).getByRole('link', { name: target }).click();
    await expect(page).toHaveURL(/#violaciones-seguridad$/);
    const heading = page.getByRole('heading', { name: target, level: 2 });
    // The shell scrolls (smoothly) to 100 px from the top: the heading is visible, not under the header.
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(98);
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(102);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((element) => element.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    await expect(heading).toBeInViewport();
  });

  test(`at ${width} px the footer fits, and its links work from the keyboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    const links = footerLinks(page);
    await expect(links).toHaveText([
      'Términos y condiciones',
      'Política de privacidad',
      'Política de cookies',
      'Contrato de encargo del tratamiento',
    ]);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Fundación Demo`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
    for (const box of boxes) {
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    // On a wide screen the links share one line; on a phone they stack.
    const tops = new Set(boxes.map((box) => Math.round(box!.y)));
    expect(tops.size).toBe(width >= 1280 ? 1 : 4);

    await links.first().focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { name: 'Política de privacidad', level: 1 })).toBeVisible();
  });
}

test('a link straight to an annex opens the agreement at that annex', async ({ page }) => {
  await page.goto('/data-processing-agreement#anexo-2');
  const heading = page.getByRole('heading', { name: 'Anexo 2. Subencargados autorizados', level: 2 });
  await expect(heading).toBeInViewport();
  await expect
    .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(102);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
