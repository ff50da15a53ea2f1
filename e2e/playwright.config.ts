import { defineConfig, devices } from '@playwright/test';
import { CLIENT_SITE_URL, MAILBOX_URL, PORTAL_URL } from './support/ports.ts';

/** Real Chromium from Debian (Playwright's own download is unreachable here), against the built portal. */
export default defineConfig({
  testDir: './tests',
  // Files run side by side; each test makes its own accounts and data (support/accounts.ts), so any order passes.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys that scan a screen with axe in both schemes (about 4 s a scan on two cores, up to 10 s while
  // the other worker's browser and the portal share them) need room beyond 60 s; a click or a sign-in
  // under that load can take 9 s, so an expectation waits up to 15 s for what the user would see.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: PORTAL_URL,
    // Each test is a fresh visit; the service worker would precache the sign-in screen and cache every chunk into each.
    serviceWorkers: 'block',
    // A failed test keeps its trace: each action's page before and after, the network and the console. Without
    // the screencast, whose frames took a quarter of the tier's processor time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell), what Playwright itself runs headless tests in:
      // the same engine without the full browser's windowing, a fifth less time for the suite on two cores.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    { command: 'node support/mail-catcher.ts', url: `${MAILBOX_URL}/health`, reuseExistingServer: false, timeout: 20_000 },
    // The reference client site "Post to my site" posts to; answers 400 to a call without its token, which counts as up.
    { command: 'node support/start-client-site.ts', url: `${CLIENT_SITE_URL}/api/categories`, reuseExistingServer: false, timeout: 20_000 },
    // Migrations and the demo seed take about 40 s alone, and over 90 s while other runs' test suites share the two cores;
    // under `npm run test:e2e` the web build (about a minute) runs beside them (support/start-portal.ts).
    { command: 'node support/start-portal.ts', url: `${PORTAL_URL}/api/health`, reuseExistingServer: false, timeout: 300_000 },
  ],
});
