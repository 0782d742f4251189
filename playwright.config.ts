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
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // The 15 slowest files, with their time, after the run.
  reportSlowTests: { max: 15, threshold: 0 },
  timeout: 30_000,
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    // First, on the still empty database of the run.
    { name: 'empty', testMatch: /01-empty-states/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    // A flow runs once, at desktop width (its axe checks look at both widths: expectAccessible);
    // what is about layout (@layout) runs at both widths, what is about the phone (@phone) on it.
    {
      name: 'desktop',
      dependencies: ['empty'],
      testIgnore: /01-empty-states/,
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP_VIEWPORT, launchOptions: chromium },
    },
    {
      name: 'phone',
      dependencies: ['empty'],
      testIgnore: /01-empty-states/,
      grep: /@layout|@phone/,
      use: { ...devices['Pixel 7'], viewport: PHONE_VIEWPORT, launchOptions: chromium },
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
