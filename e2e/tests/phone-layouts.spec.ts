import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { openAreaMenu } from '../src/area-menu.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { openPublicRoute, PUBLIC_ROUTES } from '../src/public-routes.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// Every public page and the signed-in areas at a 375 px phone and a 1280 px screen: nothing wider than the screen,
// tap targets of at least 24 × 24 px (axe's WCAG 2.2 `target-size` rule, which also accepts a smaller target with
// 24 px of room around it), and a full-page screenshot of each attached to the report. On the phone the areas'
// header is one bar with the menu (phone-walk.spec.ts walks through it), which is checked open too.

const WIDTHS = [375, 1280];

const VOLUNTEER_PAGES = ['/volunteer', '/volunteer/my-activities', '/volunteer/my-profile'];
const INTRANET_PAGES = ['/intranet/volunteer', '/intranet/beneficiary', '/intranet/my-profile'];
const PARTNER_PAGES = ['/partner/my-account'];

/** Checks the page as shown now at `width`, and attaches its screenshot. */
async function checkLayout(page: Page, testInfo: TestInfo, label: string, width: number, heading = true) {
  if (heading) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${label} at ${width} px scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  const small = violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  expect.soft(small, `${label} at ${width} px has tap targets under 24 px`).toEqual([]);
  await testInfo.attach(`${label} at ${width} px.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/** On a phone, the areas' menu open: its links and buttons big enough to tap, and nothing wider than the screen. */
async function checkOpenMenu(page: Page, testInfo: TestInfo, label: string, width: number) {
  if (width >= 768) return;
  await openAreaMenu(page);
  await checkLayout(page, testInfo, `${label} with the menu open`, width, false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ context }) => {
      await decideCookies(context, e2eBaseUrl);
    });

    for (const route of PUBLIC_ROUTES) {
      test(route.path, async ({ page }, testInfo) => {
        await openPublicRoute(page, route);
        await checkLayout(page, testInfo, route.path, width);
      });
    }

    test('the volunteer area', async ({ page }, testInfo) => {
      await signInAndLand(page, 'voluntaria@demo.example.org');
      await checkLayout(page, testInfo, '/volunteer', width);
      await checkOpenMenu(page, testInfo, '/volunteer', width);
      await page
        .getByTestId('available-activities')
        .getByRole('link', { name: 'Taller de móvil para mayores' })
        .click();
      await checkLayout(page, testInfo, '/volunteer/activity/{id}', width);
      for (const path of VOLUNTEER_PAGES.slice(1)) {
        await page.goto(path);
        await checkLayout(page, testInfo, path, width);
      }
    });

    test('the intranet', async ({ page }, testInfo) => {
      await signInAndLand(page, 'admin@demo.example.org');
      await checkLayout(page, testInfo, '/intranet/activity', width);
      await checkOpenMenu(page, testInfo, '/intranet/activity', width);
      for (const path of INTRANET_PAGES) {
        await page.goto(path);
        await checkLayout(page, testInfo, path, width);
      }
    });

    test('the partner area', async ({ page }, testInfo) => {
      await signInAndLand(page, 'entidad@demo.example.org');
      await checkLayout(page, testInfo, '/partner', width);
      await checkOpenMenu(page, testInfo, '/partner', width);
      for (const path of PARTNER_PAGES) {
        await page.goto(path);
        await checkLayout(page, testInfo, path, width);
      }
    });
  });
}
