import { defineConfig, devices } from '@playwright/test'

import {
  BASE_URL as baseURL,
  E2E_PORT as port,
  E2E_WEBHOOK_SECRET,
  FAKE_MAILBOX_PORT,
  FAKE_MAILBOX_URL,
  FAKE_SMTP_PORT,
  FAKE_STRIPE_PORT,
  FAKE_STRIPE_URL,
  NO_STRIPE_URL,
  PHONE_LINE_URL,
  QUIET_MAILBOX_URL,
  QUIET_SMTP_PORT,
  SECOND_LINE_URL,
} from './tests/support/e2eEnv'
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './tests/e2e/viewports'

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
  STRIPE_API_BASE: FAKE_STRIPE_URL,
  // Mail goes to a local SMTP server; the tests read it from its mailbox.
  SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`,
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
}

/**
 * Three lines of files side by side, each against an app and a database of its own (two workers;
 * a line keeps to one, so its files run one after another and the fixtures of one never surprise
 * another): the empty-state check and the flows that read mail; every other desktop flow; the
 * phone runs. On two cores a line waits for its app and the browser a good part of its time,
 * which another line uses.
 */
const READS_MAIL = /\/(fundraisers|gifts|jobs|remember|scholarships|staff-views|staff|tributes)\.spec\.ts$/

/** An app of a line of its own: the first line's settings, its own database, SMTP server and Stripe account. */
const lineApp = (url: string, stripeAccount: string) => ({
  command: `node tests/support/serve.mjs ${new URL(url).port}`,
  url: `${url}/api/health`,
  // Stripe keeps idempotency keys per account, and the databases have the same donation ids.
  env: { TEST_APP_ENV: JSON.stringify({ ...stripeEnv, STRIPE_SECRET_KEY: stripeAccount, SMTP_URL: `smtp://127.0.0.1:${QUIET_SMTP_PORT}` }) },
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
})

// Playwright cannot download its own browser here: Debian's Chromium is used instead.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two of the three lines at a time (below): more only crowd two cores.
  workers: 2,
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
  use: { baseURL, trace: 'off', launchOptions: chromium },
  projects: [
    // A flow runs once, at desktop width (its axe checks look at both widths: expectAccessible);
    // what is about layout (@layout) runs at both widths, what is about the phone (@phone) on it.
    {
      // The first line: 01-empty-states first, on the still empty database of the run.
      name: 'desktop',
      workers: 1,
      testMatch: [/01-empty-states/, READS_MAIL],
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP_VIEWPORT, launchOptions: chromium },
    },
    {
      name: 'desktop (second line)',
      workers: 1,
      testIgnore: [/01-empty-states/, READS_MAIL],
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], baseURL: SECOND_LINE_URL, viewport: DESKTOP_VIEWPORT, launchOptions: chromium },
    },
    {
      name: 'phone',
      workers: 1,
      testIgnore: /01-empty-states/,
      grep: /@layout|@phone/,
      // A phone's width, touch and user agent; drawn at one device pixel per CSS pixel (the
      // Pixel 7's 2.6 made Chromium paint seven times the pixels, which no test looks at).
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, baseURL: PHONE_LINE_URL, viewport: PHONE_VIEWPORT, launchOptions: chromium },
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
    {
      command: `npx tsx tests/support/runFakeSmtp.ts ${FAKE_SMTP_PORT} ${FAKE_MAILBOX_PORT}`,
      url: FAKE_MAILBOX_URL,
      reuseExistingServer: false,
      stdout: 'ignore',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The production build (`next build` first) against a fresh embedded PostgreSQL.
      command: `node tests/support/serve.mjs ${port}`,
      url: `${baseURL}/api/health`,
      env: { TEST_APP_ENV: JSON.stringify(stripeEnv) },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      // The SMTP server of the second and third lines: it takes their mail, and nobody reads it.
      command: `npx tsx tests/support/runFakeSmtp.ts ${QUIET_SMTP_PORT} ${new URL(QUIET_MAILBOX_URL).port}`,
      url: QUIET_MAILBOX_URL,
      reuseExistingServer: false,
      stdout: 'ignore',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    lineApp(SECOND_LINE_URL, 'sk_test_e2e_second_line'),
    lineApp(PHONE_LINE_URL, 'sk_test_e2e_phone_line'),
    {
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
