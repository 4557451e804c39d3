import { expect, test } from '@playwright/test';
import { watchPolicyViolations } from '../src/content-security-policy.ts';

const decisions = [
  { button: /aceptar/i, stored: 'social|analysis|marketing' },
  { button: /rechazar/i, stored: 'off' },
];

for (const { button, stored } of decisions) {
  test(`the cookie decision "${stored}" is kept across reloads`, async ({ page, context }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Aviso de Cookies' });
    await expect(dialog).toBeVisible();

    // Static backdrop: neither Escape nor a click outside dismisses it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'enlace-cookie-consent');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe(stored);
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByRole('link', { name: /iniciar sesión/i }).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Aviso de Cookies' })).toHaveCount(0);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
}

test('the cookie policy can be read from the notice, which still asks for a decision', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Aviso de Cookies' });
  await dialog.getByRole('link', { name: 'Más información en la política de cookies' }).click();
  await expect(page).toHaveURL(/\/cookie-policy$/);

  // The notice steps aside to the bottom of the screen: the policy is not behind a backdrop any more.
  const notice = page.getByRole('dialog', { name: 'Aviso de Cookies' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('aria-modal', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de cookies');
  await page
    .getByRole('navigation', { name: 'Índice' })
    .getByRole('link', { name: '4. Cuánto dura tu decisión' })
    .click();
  await expect(page.getByRole('heading', { name: '4. Cuánto dura tu decisión', level: 2 })).toBeInViewport();

  // The end of the page scrolls clear of the notice (the room for it is made once the notice has its height).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await page
        .getByRole('contentinfo')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      const noticeTop = await notice.evaluate((element) => element.getBoundingClientRect().top);
      return footerBottom - noticeTop;
    })
    .toBeLessThanOrEqual(1);
  expect((await context.cookies()).find((c) => c.name === 'enlace-cookie-consent')).toBeUndefined();

  await notice.getByRole('button', { name: 'Rechazar' }).click();
  await expect(notice).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'enlace-cookie-consent');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('off');
});
