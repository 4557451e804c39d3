import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

// WCAG 2.1 AA, the level the accessibility law asks for (docs/adr/0069-accessibility.md).
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const LABEL_IN_NAME = 'label-content-name-mismatch';

export type AxeScanOptions = {
  /** Extra axe tags (e.g. 'wcag22aa' for the tap target size). */
  extraTags?: string[];
  /** Scan only this part of the page (a dialog). */
  include?: string;
};

/**
 * Runs axe-core on the page as it is now and fails with a readable list of the violations (rule, impact, help and
 * the elements), attaching axe's full answer to the test's report.
 */
export async function expectNoAxeViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  { extraTags = [], include }: AxeScanOptions = {},
): Promise<void> {
  // Colours read mid-transition (a tab turning selected) are neither state's: wait for the finite animations and
  // transitions to end (a spinner's endless one never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // axe marks "label in name" (WCAG 2.5.3, level A) experimental and leaves it off unless asked; the tags stay
  // in the same options object (options() replaces what withTags() set).
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: [...WCAG_21_AA_TAGS, ...extraTags] },
    rules: { [LABEL_IN_NAME]: { enabled: true } },
  });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const evaluated = [
    ...results.passes,
    ...results.violations,
    ...results.incomplete,
    ...results.inapplicable,
  ];
  expect(
    evaluated.some((rule) => rule.id === LABEL_IN_NAME),
    `axe ran ${LABEL_IN_NAME}`,
  ).toBe(true);
  if (results.violations.length > 0) {
    await testInfo.attach(`axe ${label}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`).join('\n'),
  );
  // Soft: a test goes on to its next page, so that one run lists every page's violations.
  expect.soft(found, `axe violations on ${label}`).toEqual([]);
}
