import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A success message stays five seconds after every save: it must not cover the header's buttons (the phones'
// menu, the language, "Cerrar sesión") in the meantime.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px a save's message leaves the header's buttons free`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAndLand(page, 'tecnica@demo.example.org');
    await page.goto('/intranet/my-profile');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const toast = page.getByText('Perfil actualizado');
    await expect(toast).toBeVisible();

    const header = await page.locator('header').first().boundingBox();
    const shown = await toast.boundingBox();
    expect(header && shown).toBeTruthy();
    const overlaps =
      shown!.x < header!.x + header!.width &&
      shown!.x + shown!.width > header!.x &&
      shown!.y < header!.y + header!.height &&
      shown!.y + shown!.height > header!.y;
    expect(overlaps, 'the message covers the header').toBe(false);

    // While it shows, the header's own button is what a tap on it reaches, and it answers.
    const button =
      width < 768
        ? page.getByRole('button', { name: 'Menú', exact: true })
        : page.getByRole('button', { name: /cerrar sesión/i });
    await button.scrollIntoViewIfNeeded();
    await expect(toast).toBeVisible();
    const reached = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(reached, 'a tap on the button reaches the button').toBe(true);
    await button.click();
    if (width < 768) await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    else await expect(page).toHaveURL(/\/login$/);
  });
}
