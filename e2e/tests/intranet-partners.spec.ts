import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { waitForEmail } from '../src/mail.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

/** A non-profit association's NIF (entity letter G, 7 digits, control digit) made of the digits given. */
function associationNif(digits: string): { right: string; wrong: string; control: string } {
  const sum = [...digits].reduce((total, character, index) => {
    const digit = Number(character);
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  const control = String((10 - (sum % 10)) % 10);
  const wrong = String((Number(control) + 1) % 10);
  return { right: `G${digits}${control}`, wrong: `G${digits}${wrong}`, control };
}

/** The page's width fits a 375 px phone: nothing makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an administrator registers a partner, adds its contact person, who is invited, and sees the expired agreement in the list', async ({
  page,
}) => {
  const stamp = Date.now();
  const nif = associationNif(String(stamp).slice(-7));
  const name = `Asociación Puerta Nueva ${stamp}`;
  const contactEmail = `contacto.${stamp}@puertanueva.example.org`;

  await signInAndLand(page, 'admin@demo.example.org');
  await page.goto('/intranet/partner/create');
  await expect(page.getByRole('heading', { name: 'Nueva entidad colaboradora', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre de la entidad/ }).fill(name);
  await page.getByRole('combobox', { name: /^Forma jurídica/ }).selectOption('non_profit');
  await page.getByRole('textbox', { name: /^NIF/ }).fill(nif.wrong);
  await page.getByRole('textbox', { name: /^Sitio web/ }).fill('puertanueva.example.org');
  await page
    .getByRole('combobox', { name: /^Comunidad autónoma o región/ })
    .selectOption({ label: 'Andalucía' });
  await page.getByRole('combobox', { name: /^Provincia/ }).selectOption({ label: 'Málaga' });
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Marbella');
  await page.getByRole('combobox', { name: /^Municipio/ }).selectOption({ label: 'Marbella' });
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('Plaza de la Iglesia 3');
  await page.getByRole('button', { name: 'Dar de alta la entidad' }).click();

  // The wrong control character is named at the field, with the one expected.
  const nifField = page.getByRole('textbox', { name: /^NIF/ });
  await expect(nifField).toHaveAttribute('aria-invalid', 'true');
  await expect(nifField).toHaveAccessibleDescription(
    `El carácter de control no corresponde al número: debería ser ${nif.control}`,
  );
  await expect(page).toHaveURL(/\/intranet\/partner\/create$/);

  await nifField.fill(nif.right);
  await page.getByRole('button', { name: 'Dar de alta la entidad' }).click();
  await expect(page).toHaveURL(/\/intranet\/partner\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Esta entidad todavía no tiene personas de contacto.')).toBeVisible();
  const partnerUrl = page.url();

  // Add the contact person from the partner's page: the partner comes preset.
  await page.getByRole('link', { name: 'Añadir persona de contacto' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva persona de contacto', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Entidad colaboradora/ })).toHaveValue(
    /\/api\/partners\/\d+$/,
  );
  await expect(
    page.getByRole('combobox', { name: /^Entidad colaboradora/ }).locator('option:checked'),
  ).toHaveText(name);
  await page.getByRole('textbox', { name: /^Cargo/ }).fill('Presidenta');
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Rocío');
  await page.getByRole('textbox', { name: /^Apellidos/ }).fill('Benítez Lara');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(contactEmail);
  await page.getByRole('textbox', { name: /^Teléfono móvil/ }).fill('623456789');
  const sentAfter = new Date();
  await page.getByRole('button', { name: 'Dar de alta y enviar la invitación' }).click();

  await expect(
    page.getByText(
      'Persona de contacto creada. Le hemos enviado un correo electrónico para activar su cuenta.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(partnerUrl);
  const contacts = page.getByRole('table', { name: `Personas de contacto de ${name}` });
  await expect(contacts.getByRole('link', { name: 'Rocío Benítez Lara' })).toBeVisible();
  await expect(contacts.getByText('Presidenta')).toBeVisible();

  // The invitation reached the mail catcher.
  const email = await waitForEmail(contactEmail, sentAfter);
  expect(`${email.html ?? ''} ${email.text ?? ''}`).toMatch(/activate-account\//);

  // The list: the demo's agreement past its date shows as expired; the new partner counts its contact person.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/intranet/partner');
  const table = page.getByRole('table', { name: 'Entidades colaboradoras' });
  await expect(
    table.getByRole('row', { name: /Cooperativa Digital Sur/ }).getByText('Convenio caducado'),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Asociación Mar de Letras/ }).getByText('Convenio vigente'),
  ).toBeVisible();
  await expect(table.getByRole('link', { name: `1 persona de contacto de ${name}` })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('combobox', { name: 'Convenio' }).selectOption('agreement_expired');
  await expect(page).toHaveURL(/agreementStatus=agreement_expired/);
  await expect(table.getByRole('row', { name: /Cooperativa Digital Sur/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Asociación Mar de Letras/ })).toBeHidden();
});

test('the contact person of a partner sees their organisation in the partner area', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndLand(page, 'entidad@demo.example.org');
  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: 'Hola, Elena Castro Ibáñez' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Asociación Mar de Letras' });
  await expect(card.getByText('Entidad sin ánimo de lucro')).toBeVisible();
  await expect(card.getByText('Convenio vigente')).toBeVisible();
  await expect(card.getByRole('link', { name: 'mardeletras.example.org' })).toBeVisible();
  await expect(card.getByText('Calle Carretería 12, 29008 Málaga')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
