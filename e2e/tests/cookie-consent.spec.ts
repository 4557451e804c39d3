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
