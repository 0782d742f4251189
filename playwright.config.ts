import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import { E2E_PORT as port, E2E_WEBHOOK_SECRET, E2E_WORKERS, FAKE_STRIPE_PORT, FAKE_STRIPE_URL, NO_STRIPE_URL, WORKER_APPS, type WorkerApp } from './tests/support/e2eEnv'
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './tests/e2e/viewports'

const stripeEnv = {
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
  STRIPE_API_BASE: FAKE_STRIPE_URL,
  MAIL_FROM: 'Website <website@e2e.example.org>',
  // Every browser test comes from 127.0.0.1; the limits themselves are tested in tests/int.
  RATE_LIMIT_PER_MINUTE: '10000',
  // A mail the SMTP server refuses fails for good after one retry a second later (the dashboard test).
  MAIL_RETRY_ATTEMPTS: '1',
  MAIL_RETRY_BASE_SECONDS: '1',
  // No nightly reconciliation or reminders in the middle of a test.
  SCHEDULED_JOBS: 'false',
  // The whole run starts more gifts a minute than donors would: the card-testing guard and its
  // decline limits stay out of the way (tests/e2e/card-testing.spec.ts runs a server of its own).
  CARD_GUARD_CHECKOUTS_PER_MINUTE: '1000000',
  CARD_GUARD_DECLINES_PER_MINUTE: '1000000',
  DECLINES_PER_PAYMENT: '1000000',
  DECLINES_PER_CARD_PER_HOUR: '1000000',
  DECLINES_PER_EMAIL_PER_HOUR: '1000000',
  // The donate form's "Could you give $X a month instead?" only from $1,000, a gift no other test
  // makes: tests/e2e/monthly-prompt.spec.ts answers it, every other gift goes straight to the card.
  MONTHLY_PROMPT_MIN_CENTS: '100000',
}

/**
 * The app of one Playwright worker (tests/e2e/fixtures.ts): the production build on a database of
 * its own, mailing through an SMTP server of its own (whose mailbox its tests read, and which a
 * test may set to refuse mail), with a Stripe account of its own.
 */
const workerApp = (app: WorkerApp) => [
  {
    command: `npx tsx tests/support/runFakeSmtp.ts ${app.smtpPort} ${new URL(app.mailboxURL).port}`,
    url: app.mailboxURL,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  },
  {
    command: `node tests/support/serve.mjs ${new URL(app.url).port}`,
    url: `${app.url}/api/health`,
    env: { TEST_APP_ENV: JSON.stringify({ ...stripeEnv, STRIPE_SECRET_KEY: app.stripeKey, SMTP_URL: `smtp://127.0.0.1:${app.smtpPort}` }) },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  },
]

// Playwright cannot download its own browser here: Debian's Chromium is used instead, as its
// headless shell (`apt-get install chromium-headless-shell`, as .ci/run does) where there is one:
// the same Blink without the browser's UI, about 40 % less CPU a test (pages and keyboard-focus:
// 16.3 CPU-seconds against 28.1 with /usr/bin/chromium). CHROME_PATH chooses another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Playwright deals the files to its workers as they come free, each worker with an app of its
  // own (tests/e2e/fixtures.ts); a file's tests run in order on one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // The 15 slowest files, with their time, after the run.
  reportSlowTests: { max: 15, threshold: 0 },
  timeout: 30_000,
  // No trace by default: recording one (a screencast and a DOM snapshot at every step) cost
  // Chromium and the runner CPU in every test that passed (with the phone's pixel ratio below:
  // 446 CPU-seconds of a run's 530 went to them, 365 without). To keep a failure's trace:
  // `npm run test:e2e -- --trace retain-on-failure`.
  use: { trace: 'off', launchOptions: chromium },
  projects: [
    // A flow runs once, at desktop width (its axe checks look at both widths: expectAccessible);
    // what is about layout (@layout) runs at both widths, what is about the phone (@phone) on it.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP_VIEWPORT, launchOptions: chromium },
    },
    {
      name: 'phone',
      testIgnore: /empty-states/,
      grep: /@layout|@phone/,
      // A phone's width, touch and user agent; drawn at one device pixel per CSS pixel (the
      // Pixel 7's 2.6 made Chromium paint seven times the pixels, which no test looks at).
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, viewport: PHONE_VIEWPORT, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // Stripe's API cannot be reached from here: a local fake that speaks its protocol.
      command: `npx tsx tests/support/runFakeStripe.ts ${FAKE_STRIPE_PORT}`,
      url: `${FAKE_STRIPE_URL}/__calls`,
      reuseExistingServer: false,
      stdout: 'ignore',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    ...WORKER_APPS.flatMap(workerApp),
    {
      // The app without Stripe keys: the donate page with card giving off, and the empty states.
      command: `node tests/support/serve.mjs ${port + 1}`,
      url: `${NO_STRIPE_URL}/api/health`,
      env: { TEST_APP_ENV: JSON.stringify({ SCHEDULED_JOBS: 'false' }) },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
})
