import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { areaCopy, buildDigest, release, releasedVersion, repoRoot } from '../src/area-releases.ts';
import { e2eBaseUrl, otherTenantUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';
import { addVolunteerToSecondTenant } from '../src/tenants.ts';

// The version of @enlace/shared the live shell was built with.
const sharedVersion = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')) as { version: string }
).version;

// An area released alone (docs/adr/0024-area-releases.md): a new version of the volunteer area is built from its own
// folder, stored under /releases/volunteer/<version>/ and served by the registry, with nothing else rebuilt and no
// restart; then rolled back, given to one organisation first, and refused when the live shell cannot run it.

const INTRO = 'Aquí encontrarás las actividades disponibles y las tuyas.';
const NEW_INTRO = 'Aquí encontrarás las actividades de tu entidad y las tuyas, en la nueva versión del área.';
const HOME_PAGE = 'src/features/home/components/volunteer-home-page.tsx';

/**
 * The new version: another text, and a Chakra component that no other app uses (a Tag): an area uses any export of
 * its libraries without the shell or another area being rebuilt.
 */
const newVersion = {
  'src/i18n/translations.ts': [[INTRO, NEW_INTRO]] as [string, string][],
  [HOME_PAGE]: [
    [
      "import { Heading, Stack, Text } from '@chakra-ui/react';",
      "import { Heading, Stack, Tag, Text } from '@chakra-ui/react';",
    ],
    [
      "<Text>{t('intro')}</Text>",
      '<Text>{t(\'intro\')}</Text><Tag.Root colorPalette="brand" alignSelf="flex-start" data-testid="new-version-tag"><Tag.Label>Novedad</Tag.Label></Tag.Root>',
    ],
  ] as [string, string][],
};

async function volunteerPage(browser: Browser, baseUrl: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await decideCookies(context, baseUrl);
  const page = await context.newPage();
  await signInAndLand(page, email);
  await expect(page).toHaveURL(/\/volunteer$/);
  return page;
}

async function showsIntro(page: Page, text: string): Promise<void> {
  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
}

test('a new volunteer area is released alone, rolled back, given to one organisation first, and refused when the shell cannot run it', async ({
  browser,
  page: staffPage,
  context: staffContext,
}) => {
  // Three builds of the area (about half a minute each alone; more on a busy machine).
  test.setTimeout(600_000);
  const otherVolunteer = `canario.${Date.now().toString(36)}@otra.example.org`;
  addVolunteerToSecondTenant(otherVolunteer);
  const unchanged = {
    shell: buildDigest(path.join(repoRoot, 'shell/dist')),
    intranet: buildDigest(path.join(repoRoot, 'remote-intranet/dist')),
  };

  const volunteer = await volunteerPage(browser, e2eBaseUrl, 'voluntaria@demo.example.org');
  await expect(volunteer.getByText(INTRO)).toBeVisible();

  let version = '';
  await test.step('release: built alone, stored, not served until promoted', async () => {
    const built = await release('volunteer', '--from', areaCopy('volunteer', { edits: newVersion }));
    expect(built.code, built.output).toBe(0);
    version = releasedVersion(built.output);
    expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    await showsIntro(volunteer, INTRO);

    const promoted = await release('promote', 'volunteer', version);
    expect(promoted.code, promoted.output).toBe(0);
    await showsIntro(volunteer, NEW_INTRO);
    // Chakra's Tag, styled by the tenant's theme although neither the shell nor any other area has it.
    const tag = volunteer.getByTestId('new-version-tag');
    await expect(tag).toHaveText('Novedad');
    await expect(tag).toHaveClass(/chakra-tag__root/);
    expect(await tag.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    const remotes = (await (await volunteer.request.get('/remotes.json')).json()) as Record<string, string>;
    expect(remotes.remote_volunteer).toBe(`/releases/volunteer/${version}/mf-manifest.json`);
  });

  await test.step('the intranet works as before, and neither it nor the shell was rebuilt', async () => {
    await decideCookies(staffContext, e2eBaseUrl);
    await signInAndLand(staffPage, 'admin@demo.example.org');
    await staffPage.goto('/intranet/volunteer');
    await expect(staffPage.getByRole('row', { name: /Sánchez Moreno, Valeria/ })).toBeVisible();
    expect(buildDigest(path.join(repoRoot, 'shell/dist'))).toBe(unchanged.shell);
    expect(buildDigest(path.join(repoRoot, 'remote-intranet/dist'))).toBe(unchanged.intranet);
  });

  await test.step('rollback: the version before comes back at the next page load', async () => {
    const rolledBack = await release('rollback', 'volunteer');
    expect(rolledBack.code, rolledBack.output).toBe(0);
    await showsIntro(volunteer, INTRO);
    await expect(volunteer.getByTestId('new-version-tag')).toHaveCount(0);
  });

  const other = await volunteerPage(browser, otherTenantUrl, otherVolunteer);
  await test.step('canary: the second organisation gets the new version, the first keeps its own', async () => {
    const { port } = new URL(otherTenantUrl);
    const canary = await release('canary', 'volunteer', version, '--tenant', `otra.localhost:${port}`);
    expect(canary.code, canary.output).toBe(0);
    await showsIntro(other, NEW_INTRO);
    await showsIntro(volunteer, INTRO);
    const listed = await release('list', 'volunteer');
    expect(listed.output).toContain(version);
    expect(listed.output).toMatch(/canary: /);
    expect((await release('canary-end', 'volunteer')).code).toBe(0);
    await showsIntro(other, INTRO);
  });

  await test.step('the guard: a release built with a newer @enlace/shared than the live shell is refused', async () => {
    const incompatible = areaCopy('volunteer', { edits: newVersion, sharedVersion: '1.99.0' });
    const refused = await release('volunteer', '--from', incompatible);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `remote_volunteer was built with @enlace/shared 1.99.0; the live shell provides ${sharedVersion}.`,
    );
    expect((await release('list', 'volunteer')).output.trim().split('\n')).toHaveLength(1);

    // Served anyway (--force) to the second organisation: its volunteer area says why it does not load, and the
    // other areas keep working; the first organisation is not touched.
    const forced = await release('volunteer', '--from', incompatible, '--force');
    expect(forced.code, forced.output).toBe(0);
    const { port } = new URL(otherTenantUrl);
    const canary = await release(
      'canary',
      'volunteer',
      releasedVersion(forced.output),
      '--tenant',
      `otra.localhost:${port}`,
    );
    expect(canary.code).toBe(1);
    expect(canary.output).toContain('The live shell cannot run this release');
    expect(
      (
        await release(
          'canary',
          'volunteer',
          releasedVersion(forced.output),
          '--tenant',
          `otra.localhost:${port}`,
          '--force',
        )
      ).code,
    ).toBe(0);
    await other.reload();
    await expect(
      other.getByRole('heading', { name: 'Esta sección se ha actualizado y aún no funciona aquí' }),
    ).toBeVisible();
    await other.goto('/privacy-policy');
    await expect(other.getByRole('heading', { name: 'Política de privacidad', level: 1 })).toBeVisible();
    await showsIntro(volunteer, INTRO);
    expect((await release('canary-end', 'volunteer')).code).toBe(0);
  });
});
