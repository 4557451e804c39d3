import { expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * Collects whatever the page's Content-Security-Policy blocks, on this page and every page it navigates to: the
 * `securitypolicyviolation` events of the document, and the console's CSP and Permissions-Policy errors.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/content security policy|content-security-policy|permissions-policy/i.test(text)) {
      violations.push(`console ${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => {
    if (/content security policy|unsafe-eval|EvalError/i.test(error.message)) {
      violations.push(`page error: ${error.message}`);
    }
  });
  // A binding (not page code): it reaches the test whatever the policy allows.
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void })
        .reportCspViolation;
      report(
        `${event.disposition} ${event.effectiveDirective}: ${event.blockedURI} at ${event.sourceFile}:` +
          `${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return violations;
}

/** The document's answer enforced its policy (not report-only) and named the page's nonce. */
export function expectEnforcedPolicy(response: Response | null): Record<string, string[]> {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-security-policy-report-only']).toBeUndefined();
  const header = headers['content-security-policy'];
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  expect(header).not.toMatch(/unsafe-inline|unsafe-eval/);
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

// What Chromium paints a button with when no style applies, and the colour of nothing.
const UNSTYLED_BACKGROUNDS = ['rgb(239, 239, 239)', 'rgba(0, 0, 0, 0)'];

/** The element carries its Chakra styles (emotion's style elements were allowed): a solid background. */
export async function expectStyled(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const background = await element.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(UNSTYLED_BACKGROUNDS, `background of ${String(element)}`).not.toContain(background);
}
