import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, e2eBaseUrl } from './src/environment.ts';

// Debian's Chromium where it exists (this project's machines cannot download Playwright's own browser);
// elsewhere Playwright's bundled one.
const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

export default defineConfig({
  testDir: './tests',
  // Two cores run the gateway, four remote servers and the browser: one worker keeps timings stable.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // CI machines vary about twofold in speed from one run to the next, and these tests share two cores with the
  // API and component tests there: they get half as long again to reach each step.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: e2eBaseUrl,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  webServer: {
    command: 'tsx ../deploy/src/start.ts --profile e2e',
    url: `${e2eBaseUrl}/api/config`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM lets the start script stop the remote servers and the mail catcher it started.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
