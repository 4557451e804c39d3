import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { pdfText } from '../src/pdf-text.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// Certificates of volunteering: the demo volunteer downloads hers from "Mis horas" on a phone, and a coordinator
// issues one from her record in the intranet; both are PDFs that name her, the organisation and her activity.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

/** Clicks the button and answers the text of the PDF it downloads, with the file's name. */
async function downloadedPdf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: pdfText(bytes) };
}

test('the volunteer downloads her certificate on a phone, and a coordinator issues one from her record', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndLand(page, 'voluntaria@demo.example.org');
  await page.goto('/volunteer/my-activities');
  await page.getByRole('tab', { name: 'Mis horas' }).click();
  const section = page.getByRole('region', { name: 'Certificado de voluntariado' });
  await expect(section).toBeVisible();
  const mine = await downloadedPdf(page, () =>
    section.getByRole('button', { name: 'Descargar certificado' }).click(),
  );
  expect(mine.name).toMatch(/^certificado-voluntariado-ENL-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
  expect(mine.text).toContain('Certificado de voluntariado');
  expect(mine.text).toContain('Valeria Sánchez Moreno');
  expect(mine.text).toContain('Recogida solidaria de alimentos');
  await expect(
    section.getByTestId('my-certificates').getByText('Todo tu tiempo de voluntariado').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A coordinator, at a desk.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await page.goto('/intranet/volunteer?q=valeria');
  await page.getByRole('link', { name: 'Sánchez Moreno, Valeria' }).click();
  const certificates = page.getByRole('region', { name: 'Certificados de voluntariado' });
  const issued = await downloadedPdf(page, () =>
    certificates.getByRole('button', { name: 'Emitir certificado' }).click(),
  );
  expect(issued.text).toContain('Valeria Sánchez Moreno');
  expect(issued.text).toMatch(/Emitido por .+ el \d{1,2} de [a-z]+ de \d{4}\./);
  const list = certificates.getByTestId('volunteer-certificates');
  await expect(list.getByText(/^Emitido por /).first()).toBeVisible();
  // The volunteer's own certificate is on her record too.
  await expect(list.getByRole('listitem')).toHaveCount(2);
});
