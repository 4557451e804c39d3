import { expect, test } from '@playwright/test';
import { e2eBaseUrl, otherTenantUrl } from '../src/environment.ts';
import { decideCookies } from '../src/session.ts';

// Each organisation's home is built from its own configuration (api/src/db/seed/tenants.ts): texts,
// images and primary colour. The second tenant's home_text_6 is null: nothing takes its place.

const tenants = [
  {
    url: e2eBaseUrl,
    company: 'Fundación Demo',
    folder: 'demo',
    // #0f766e
    primary: 'rgb(15, 118, 110)',
    titles: 'Juntos llegamos más lejos',
    heroText: 'En la Fundación Demo acompañamos a personas y familias',
    button: 'Quiero ser voluntario',
    homeTitle: '¿Cómo puedes ayudar?',
    homeTexts: [
      'Refuerzo escolar para niñas y niños de primaria.',
      'Talleres de competencias digitales para personas mayores.',
      'Acompañamiento en la búsqueda de empleo.',
      'Actividades de ocio inclusivo los fines de semana.',
      'Apoyo en la organización de campañas solidarias.',
      'Formación continua para todo el equipo voluntario.',
    ],
    formTitle: 'Únete a nuestro voluntariado',
    otherTitle: 'Otra mirada',
  },
  {
    url: otherTenantUrl,
    company: 'Asociación Otra Mirada',
    folder: 'otra',
    // #7c3aed
    primary: 'rgb(124, 58, 237)',
    titles: 'Otra mirada para tu barrio',
    heroText: 'Creamos redes vecinales de apoyo mutuo, cultura y cuidados en el barrio.',
    button: 'Participa',
    homeTitle: 'Nuestros proyectos',
    homeTexts: [
      'Banco de tiempo vecinal.',
      'Biblioteca comunitaria y clubes de lectura.',
      'Huerto urbano compartido.',
      'Acompañamiento a personas mayores que viven solas.',
      'Cine de verano al aire libre.',
    ],
    formTitle: 'Súmate a Otra Mirada',
    otherTitle: 'Juntos llegamos',
  },
];

for (const tenant of tenants) {
  test(`${tenant.company}: its home shows its own texts, images and primary colour`, async ({
    page,
    context,
  }) => {
    await decideCookies(context, tenant.url);
    await page.goto(`${tenant.url}/`);

    const hero = page.getByRole('region', { name: tenant.titles });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero).toContainText(tenant.heroText);
    const heroImage = hero.locator(`img[src*="/cdn/${tenant.folder}/hero_img.webp"]`);
    await expect(heroImage).toBeVisible();
    expect(
      await heroImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    ).toBeGreaterThan(0);

    // The primary colour is the button's own background, as the configuration gives it.
    const button = hero.getByRole('link', { name: tenant.button });
    await expect(button).toHaveCSS('background-color', tenant.primary);

    await expect(page.getByRole('region', { name: tenant.homeTitle }).getByRole('listitem')).toHaveText(
      tenant.homeTexts,
    );
    const signUp = page.getByRole('region', { name: tenant.formTitle });
    await expect(signUp.getByRole('button', { name: 'Quiero ser voluntario/a' })).toHaveCSS(
      'background-color',
      tenant.primary,
    );
    await expect(signUp.locator(`img[src*="/cdn/${tenant.folder}/volunteer_form_img.webp"]`)).toBeVisible();

    // The dark logo on the light header, the light one on the dark footer.
    await expect(page.locator(`header img[src*="/cdn/${tenant.folder}/logo_dark.webp"]`)).toBeVisible();
    await expect(page.locator(`footer img[src*="/cdn/${tenant.folder}/logo_light.webp"]`)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(tenant.company);
    await expect(page).toHaveTitle(new RegExp(tenant.company));

    // Nothing of the other organisation, and no empty copy, key or placeholder shows.
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(tenant.otherTitle);
    expect(text).not.toMatch(/\bnull\b|\bundefined\b|\{\{|hero_|home_text|home_title|volunteer_form/);

    // The hero's button leads to the sign-up form, below the header.
    await button.click();
    await expect(page).toHaveURL(/\/#volunteer-sign-up$/);
    await expect(signUp.getByRole('heading', { name: tenant.formTitle })).toBeInViewport();
  });
}
